import { looksLikeEmail } from './email.js';

describe('looksLikeEmail', () => {
  it.each([
    'mario.rossi@example.it',
    'a+b@sub.dominio.com',
    'x@y.co',
    "o'neill@example.ie",
    'info_2025@esempio-bello.it',
    'perché@università.it',
    'user@xn--universit-2ya.it',
  ])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });

  it.each([
    '',
    'mario',
    'mario@',
    '@example.it',
    'mario@example',
    'mario rossi@example.it',
    'a@b@c.it',
    'a@.it',
    'a@b.',
    'a\u0000@b.it',
    '.mario@example.it',
    'mario.@example.it',
    'ma..rio@example.it',
    'mario@-example.it',
    'mario@example-.it',
    'mario@example.1t',
  ])('refuses «%s»', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });

  it.each(['a?cc=evil@evil.com', 'a&body=ciao@example.it', 'a#x@example.it', 'a/b@example.it', '"a b"@example.it', 'a=b@example.it'])(
    'refuses %s, which would add fields to a mailto: link',
    (value) => {
      expect(looksLikeEmail(value)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters, or a local part over 64', () => {
    expect(looksLikeEmail(`${'a'.repeat(250)}@b.it`)).toBe(false);
    expect(looksLikeEmail(`${'a'.repeat(65)}@example.it`)).toBe(false);
    expect(looksLikeEmail(`${'a'.repeat(64)}@example.it`)).toBe(true);
  });
});
