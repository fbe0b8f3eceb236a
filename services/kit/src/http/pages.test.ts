import fc from 'fast-check';
import { decodeCursor, encodeCursor, type ListKey } from './pages.js';

const KEY: ListKey = [['votes', 'integer'], ['created_at', 'timestamptz'], ['id', 'uuid'], ['(NOT read)', 'boolean']];

/** An instant as a list writes it in its key: microseconds, UTC, years 1–9999. */
const instant = fc
  .tuple(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }))
  .map(([date, micros]) => date.toISOString().replace(/Z$/, `${String(micros).padStart(3, '0')}Z`));

const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('decodeCursor', () => {
  it('gives back every key a list can give out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), instant, fc.uuid(), fc.boolean(), (...key) => {
        expect(decodeCursor(encodeCursor(key), KEY)).toEqual(key);
      }),
    );
  });

  it('takes an instant written with fewer decimals, as toISOString writes it', () => {
    for (const instantText of ['2026-01-01T10:00:00.123Z', '2026-01-01T10:00:00Z']) {
      const values = [250, instantText, '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', false];
      expect(decodeCursor(cursorOf(values), KEY)).toEqual(values);
    }
  });

  it.each([
    ['a count past a 32-bit integer', [2 ** 31, '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['a count that is not whole', [1.5, '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['year 294277', [1, '294277-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['year 0', [1, '0000-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['30 February', [1, '2026-02-30T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['month 13', [1, '2026-13-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['a NUL after the instant', [1, '2026-01-01T10:00:00.123456Z\u0000', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', true]],
    ['a bad uuid', [1, '2026-01-01T10:00:00.123456Z', 'y', true]],
    ['a text for a boolean', [1, '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e', 'true']],
    ['one value too few', [1, '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e']],
  ])('refuses %s', (_name, values) => {
    expect(decodeCursor(cursorOf(values), KEY)).toBeNull();
  });

  it('answers null, never throws, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((json) => Buffer.from(json).toString('base64url'))), (cursor) => {
        const key = decodeCursor(cursor, KEY);
        if (key !== null) expect(decodeCursor(encodeCursor(key), KEY)).toEqual(key);
      }),
    );
  });
});
