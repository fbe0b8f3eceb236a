import { countText, createTextCounter, type TextCount, type TextCounter } from '@orbita/proto-types/text-count';

export const DEFAULT_TEXT = '';

/** The count of the text, worked out in the page with the service's own logic (`@orbita/proto-types/text-count`). */
export function countForm(text: string): TextCount {
  return countText(text);
}

/**
 * The page's counter: the same count as `countForm`, kept up to date by parts, so a keystroke in a 100,000-word text
 * counts again a few thousand characters instead of the whole book.
 */
export function pageCounter(): TextCounter {
  return createTextCounter();
}

/** «1 min 30 s», «45 s». */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
