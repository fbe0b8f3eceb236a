import { countText, type TextCount } from '@orbita/proto-types/text-count';

export const DEFAULT_TEXT = '';

/** The count of the text, worked out in the page with the service's own logic (`@orbita/proto-types/text-count`). */
export function countForm(text: string): TextCount {
  return countText(text);
}

/** «1 min 30 s», «45 s». */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
