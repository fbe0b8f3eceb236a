import { Readable } from 'node:stream';
import { firstUnsafeText } from './text-safety.js';

describe('firstUnsafeText', () => {
  it('accepts text of every script, emoji, tabs and new lines', () => {
    expect(firstUnsafeText({ a: 'Perché 🍕 日本語 العربية', b: ['riga 1\nriga 2\r\n\tfine'], c: 3, d: null })).toBeNull();
  });

  it.each([
    ['NUL', 'admin\u0000'],
    ['escape', 'a\u001b[31m'],
    ['bell', 'a\u0007'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udc00y'],
  ])('finds %s and names the field', (_name, text) => {
    expect(firstUnsafeText({ ok: 'bene', nested: { list: ['fine', text] } })).toEqual(['nested', 'list', '1']);
  });

  it('checks the keys too', () => {
    expect(firstUnsafeText({ 'a\u0000': 1 })).toEqual(['a\u0000']);
  });

  it('checks a bare string', () => {
    expect(firstUnsafeText('\u0000')).toEqual([]);
  });

  it('walks only parsed data, not a stream or another object it is handed', () => {
    const stream = Object.assign(Readable.from(['x']), { note: '\u0000' });
    expect(firstUnsafeText(stream)).toBeNull();
    expect(firstUnsafeText(new Map([['a', '\u0000']]))).toBeNull();
  });
});
