import fc from 'fast-check';

/** Strings a hostile client sends to a text field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'admin\u0000', '\ud800', 'a\udfffb', '\u001b[31m', '\r\n', '😀🚀👩‍👩‍👧', 'ﷺ', '\u202e', '%00', '<script>alert(1)</script>', "'; DROP TABLE x; --", 'a?cc=evil@evil.com', 'a&body=x@y.it', '{{7*7}}', '../../etc/passwd', '__proto__', 'NaN', '-0', '1e309'),
  fc.integer({ min: 1, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 2000 }).map((n) => '\u0000'.repeat(n)),
);

/** Numbers at and past every bound the API has (3 and 10 colours, 100 and 1000 px, 300 cm, ...). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2, 3, 8, 10, 11, 16, 36, 99, 100, 101, 120, 150, 300, 301, 500, 501, 999, 1000, 1001, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Values a field might hold that are plausible, so that some requests pass the first checks. */
const plausible = fc.constantFrom<unknown>('USD', 'EUR', 'JPY', 'alta', 'media', 'Generale', 'Altro', 'male', 'female', 'sedentary', 'lose', 'gain', 'complementary', 'random', 'M', 'H', 'FF', '255', '3B82F6', '#000000', 'Mario', 'mario@example.it', 'Un messaggio di prova', 'admin', 'Orbita-Fuzz-Pass-42!', 10, 16, 2, 5, 300, 170, 70, 30);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    plausible,
    hostileString,
    hostileNumber,
    fc.constantFrom<unknown>(null, true, false, {}, []),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString.filter((k) => k.length < 40), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Every field name the API's payloads use, and a few it never does. */
export const FIELD_NAMES = [
  'toolName', 'description', 'category', 'priority', 'email', 'amount', 'from', 'to', 'age', 'gender', 'weight',
  'height', 'activityLevel', 'goal', 'baseColor', 'paletteType', 'count', 'text', 'size', 'color', 'backgroundColor',
  'errorCorrectionLevel', 'number', 'fromBase', 'toBase', 'name', 'subject', 'message', 'username', 'password',
  'currentPassword', 'newPassword', 'value', 'percentage', 'total', 'mode', 'days', 'id', '__proto__', 'constructor',
];

export const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: hostileString.filter((k) => k.length < 60) }),
  hostileValue,
  { maxKeys: 12 },
);

/** A path segment or query value as a hostile client writes it on the wire (encoded or not). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('1', '0', '-1', 'abc', '%', '%zz', '%00', '%ff%fe', '%ed%a0%80', '%F0%9F%98%80', '..', '.', '%2e%2e', '%2F', 'a;b', 'null', 'undefined'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((s) => s.replace(/[\s?#/]/g, 'x')),
  fc.integer({ min: 90, max: 2000 }).map((n) => 'a'.repeat(n)),
);
