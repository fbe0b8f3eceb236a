/** Types of anpr-archive.mjs, for the tools service's tests. */
export interface ArchiveRow {
  id: string;
  code: string;
  name: string;
  otherName: string;
  province: string;
  from: string;
  /** '' while the row is in force. */
  to: string;
}
export const ARCHIVE: string;
export const LATER_ROWS: string;
export function readCsv(file: string): Array<Record<string, string>>;
export function readArchive(files?: string[]): ArchiveRow[];
