import type { FoodAnalysisResponse } from '@orbita/proto-types';

/** A past analysis, kept only in this browser: what the model said and when (never the photo itself). */
export interface PastAnalysis {
  at: string;
  analysis: FoodAnalysisResponse;
}

export const HISTORY_KEY = 'orbita.food.history';
export const HISTORY_SIZE = 5;

function isPastAnalysis(value: unknown): value is PastAnalysis {
  const entry = value as Partial<PastAnalysis> | null;
  const analysis = entry?.analysis as Partial<FoodAnalysisResponse> | undefined;
  return (
    typeof entry?.at === 'string' &&
    !Number.isNaN(Date.parse(entry.at)) &&
    typeof analysis?.calories === 'number' &&
    Array.isArray(analysis.ingredients) &&
    analysis.ingredients.every((name) => typeof name === 'string') &&
    ['protein', 'carbs', 'fat', 'confidence'].every((key) => typeof (analysis as Record<string, unknown>)[key] === 'number') &&
    typeof analysis.model === 'string'
  );
}

/** The last analyses, newest first; anything unreadable is left out. */
export function readHistory(storage: Pick<Storage, 'getItem'> = window.localStorage): PastAnalysis[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPastAnalysis).slice(0, HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

function write(entries: PastAnalysis[], storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the history lasts as long as the page.
  }
}

export function rememberAnalysis(
  analysis: FoodAnalysisResponse,
  at: Date,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): PastAnalysis[] {
  const entries = [{ at: at.toISOString(), analysis }, ...readHistory(storage)].slice(0, HISTORY_SIZE);
  write(entries, storage);
  return entries;
}

export function forgetHistory(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  try {
    storage.removeItem(HISTORY_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/** The first image among pasted items (a screenshot, a copied photo), if any. */
export function pastedImage(items: DataTransferItemList | null | undefined): File | null {
  for (const item of Array.from(items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}
