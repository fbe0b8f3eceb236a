/**
 * An e-mail address as mail is really sent to: a local part of letters, digits and `. _ % + - '`
 * (no leading, trailing or doubled dot), one `@`, a domain of labels of letters and digits with
 * inner hyphens, ending in a top-level domain of letters (or its `xn--` form). International
 * letters are allowed on both sides. RFC 5322 allows more in the local part (quotes, `?`, `&`,
 * `=`, `#`, `/`) but no mail provider hands out such addresses, and they are how a stored address
 * smuggles extra fields into a `mailto:` link (`a?cc=evil@evil.com`). Whether the address exists
 * is for the mail server to say.
 */
const LOCAL_PART = /^[\p{L}\p{N}_%+'-]+(\.[\p{L}\p{N}_%+'-]+)*$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export function looksLikeEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const labels = value.slice(at + 1).split('.');
  if (labels.length < 2) return false;
  return LOCAL_PART.test(value.slice(0, at)) && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}
