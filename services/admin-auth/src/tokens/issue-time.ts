/**
 * Token times are whole seconds (`iat` of RFC 7519), and so is the revocation watermark
 * ("not before": a token with `iat` below it is refused). A password change at 12:00:00.400
 * must end a token issued at 12:00:00.100 yet keep the fresh one it answers with; so the
 * watermark is put at the next whole second, and every token issued from then on carries an
 * `iat` of at least the watermark: at most a second later than the true time of issue.
 */

/** The watermark after a password change at `nowMs`: past every token issued so far. */
export function watermarkAfterChange(nowMs: number, previous: number): number {
  return Math.max(Math.floor(nowMs / 1000) + 1, previous + 1);
}

/** The `iat` of a token issued at `nowMs` for an admin whose watermark is `notBefore`. */
export function issueTimeFor(nowMs: number, notBefore: number): number {
  return Math.max(Math.floor(nowMs / 1000), notBefore);
}
