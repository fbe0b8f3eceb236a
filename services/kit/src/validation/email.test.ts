import { looksLikeEmail } from './email.js';

describe('looksLikeEmail', () => {
  it.each(['mario.rossi@example.it', 'a+b@sub.dominio.com', 'x@y.co'])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });

  it.each(['', 'mario', 'mario@', '@example.it', 'mario@example', 'mario rossi@example.it', 'a@b@c.it', 'a@.it', 'a@b.', 'a\u0000@b.it'])(
    'refuses «%s»',
    (value) => {
      expect(looksLikeEmail(value)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(looksLikeEmail(`${'a'.repeat(250)}@b.it`)).toBe(false);
  });
});
