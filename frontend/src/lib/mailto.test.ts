import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('mario.rossi@example.it')).toBe('mailto:mario.rossi@example.it');
  });

  it.each(['a?cc=evil@evil.com', 'a&body=ciao@example.it', 'a#x@example.it', 'a%0Acc:x@example.it'])(
    'encodes %s so that it adds no recipient, subject or body',
    (address) => {
      const href = mailtoHref(address)!;
      expect(href.slice('mailto:'.length)).not.toMatch(/[?&#]/);
      expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(address);
    },
  );

  it.each(['', 'mario', 'mario@', '@example.it', 'a b@example.it', 'a@b@example.it', 'a\u0000@example.it', 'a@example'])(
    'gives no link for %j',
    (address) => {
      expect(mailtoHref(address)).toBeUndefined();
    },
  );
});
