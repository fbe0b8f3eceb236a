import fc from 'fast-check';
import { escapeForLog } from './request-id.js';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNLOGGABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('escapeForLog', () => {
  it('leaves no control or reordering character in any text, and keeps text without them as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeForLog(text);
        expect(UNLOGGABLE.test(escaped)).toBe(false);
        if (!UNLOGGABLE.test(text)) expect(escaped).toBe(text);
      }),
    );
  });

  it('writes C1 controls and bidi overrides as \\uXXXX', () => {
    expect(escapeForLog('a\u0085b\u202ec\u2066')).toBe('a\\u0085b\\u202ec\\u2066');
  });
});
