import { hash } from '@node-rs/argon2';
import { hashPassword, needsRehash, PasswordChecker, verifyPassword } from './hashing.js';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const [first, second] = [await hashPassword('luna piena'), await hashPassword('luna piena')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'luna piena')).toBe(true);
    expect(await verifyPassword(first, 'luna nuova')).toBe(false);
  });

  it('asks to rehash what weaker settings made, and nothing else', async () => {
    expect(needsRehash(await hashPassword('luna piena'))).toBe(false);
    expect(needsRehash(await hash('luna piena', { memoryCost: 4096, timeCost: 1, parallelism: 1 }))).toBe(true);
    expect(needsRehash('non è un hash')).toBe(true);
  });

  it('answers false for a hash it cannot read instead of failing', async () => {
    expect(await verifyPassword('non è un hash', 'luna piena')).toBe(false);
  });

  it('refuses an unknown account after a real verification', async () => {
    const checker = new PasswordChecker();
    expect(await checker.matches(null, 'luna piena')).toBe(false);
    expect(await checker.matches(await hashPassword('luna piena'), 'luna piena')).toBe(true);
  });
});
