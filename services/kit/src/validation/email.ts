/**
 * The shape of an e-mail address as a person types it: something, one `@`, a domain with a dot,
 * no spaces or control characters. Whether it exists is for the mail server to say; this only
 * catches typing slips.
 */
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u;

export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}
