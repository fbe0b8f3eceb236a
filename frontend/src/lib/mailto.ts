/** One `@`, something on each side, no spaces or control characters: what a link may be built from. */
// eslint-disable-next-line no-control-regex -- control characters are what must not reach the link
const ADDRESS = /^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+\.[^\s@\u0000-\u001f]+$/u;

/**
 * The `mailto:` link of an address typed by a visitor, or undefined for one that is no address.
 * Each side is percent-encoded, so an address stored before the server checked addresses
 * strictly (`a?cc=evil@evil.com`, `a&body=…`) cannot add recipients, a subject or a body.
 */
export function mailtoHref(address: string): string | undefined {
  if (!ADDRESS.test(address)) return undefined;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
