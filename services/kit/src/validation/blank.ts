/** Absent, null, or only white space: what the spec calls a missing field. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
