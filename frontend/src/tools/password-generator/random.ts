/** A source of uniform whole numbers in [0, 2^bits): the browser's Web Crypto in the page, anything in a test. */
export interface RandomSource {
  bits: number;
  next: () => number;
}

const BUFFER = 256;

/** Web Crypto only: `crypto.getRandomValues`, 32 bits at a time, drawn in batches of 256. */
export function cryptoSource(): RandomSource {
  const buffer = new Uint32Array(BUFFER);
  let used = BUFFER;
  return {
    bits: 32,
    next: () => {
      if (used === BUFFER) {
        crypto.getRandomValues(buffer);
        used = 0;
      }
      const value = buffer[used]!;
      buffer[used] = 0;
      used += 1;
      return value;
    },
  };
}

/**
 * A uniform whole number in [0, n), without the bias of a plain `% n`: draws that fall in the last,
 * incomplete run of n values are thrown away and drawn again (rejection sampling), so each of the n
 * results comes from exactly the same number of draws.
 */
export function randomBelow(n: number, source: RandomSource): number {
  const range = 2 ** source.bits;
  if (!Number.isInteger(n) || n < 1 || n > range) throw new RangeError(`n must be a whole number between 1 and ${range}`);
  const limit = range - (range % n);
  for (;;) {
    const draw = source.next();
    if (draw < limit) return draw % n;
  }
}
