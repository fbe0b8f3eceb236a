/** Until the service says otherwise (its status answer carries `maxBytes`), the contract's 10 MB. */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Seleziona un file immagine valido';
export const NO_IMAGE = "Seleziona prima un'immagine";

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/** Whether the chosen file can be sent: an image type, no larger than the service takes. */
export function checkImage(file: Pick<File, 'type' | 'size'>, maxBytes: number = DEFAULT_MAX_BYTES): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > maxBytes) return `L'immagine supera il limite di ${megabytes(maxBytes)} MB`;
  return null;
}

/** Confidence 0–1 as a whole percentage: 0.876 → 88. */
export function confidencePercent(confidence: number): number {
  return Math.round(confidence * 100);
}

/** The first file of a drop or a picker that is worth looking at. */
export function firstFile(files: FileList | null | undefined): File | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}
