/** What stands in place of each value of a query string in logs and traces. */
export const REDACTED = '[redacted]';

/**
 * A URL or path as logs and spans may keep it: each query value replaced, the names kept, so a
 * search, an e-mail or a WiFi password a page put in its address never reaches a log or a trace.
 * A fragment goes too. Anything that is not a string comes back as it was.
 */
export function redactQuery<T>(url: T): T {
  if (typeof url !== 'string') return url;
  const hash = url.indexOf('#');
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf('?');
  if (question === -1) return withoutFragment as T;
  const names = withoutFragment
    .slice(question + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    });
  return `${withoutFragment.slice(0, question)}?${names.join('&')}` as T;
}
