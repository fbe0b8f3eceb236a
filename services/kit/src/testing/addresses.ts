let addresses = 0;

/**
 * A client address of its own for each call, so the per-address limits bite only where a test
 * means them to. 198.18.0.0/15 is reserved for tests: no real client or private network is
 * mistaken for one.
 */
export function freshAddress(): string {
  addresses += 1;
  return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}
