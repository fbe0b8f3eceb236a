import { parseTrustedProxies } from './trusted-proxies.js';

describe('parseTrustedProxies', () => {
  it.each([undefined, '', '  ', '0'])('trusts no proxy for %j', (value) => {
    expect(parseTrustedProxies(value)).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustedProxies('1')).toBe(1);
    expect(parseTrustedProxies(' 2 ')).toBe(2);
  });

  it('reads addresses, CIDR ranges and the named ranges', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 127.0.0.1,::1/128,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0.1/8/1', '::1/129', 'anywhere', '-1', '1.5'])('refuses %j', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
  });
});
