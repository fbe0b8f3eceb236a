import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@orbita/service-kit';
import {
  assertPublicKeyMatches,
  generateAdminJwtKeys,
  loadAdminJwtKeys,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
} from './signing-keys.js';

function signsFor(privateKeyPem: string, publicKeyPem: string): boolean {
  const data = Buffer.from('orbita');
  return verify(null, data, createPublicKey(publicKeyPem), sign(null, data, privateKeyPem));
}

describe('admin token signing keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'orbita-keys-')), 'data');
  });
  afterEach(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('in the embedded mode generates an Ed25519 pair once, readable by its owner only', async () => {
    const first = await loadAdminJwtKeys({ dataDir });
    expect(signsFor(first.privateKeyPem, first.publicKeyPem)).toBe(true);
    expect(createPublicKey(first.publicKeyPem).asymmetricKeyType).toBe('ed25519');
    for (const file of [PRIVATE_KEY_FILE, PUBLIC_KEY_FILE]) {
      expect((await stat(path.join(dataDir, file))).mode & 0o777).toBe(0o600);
    }
    expect(await readFile(path.join(dataDir, PUBLIC_KEY_FILE), 'utf8')).toBe(first.publicKeyPem);
    const again = await loadAdminJwtKeys({ dataDir });
    expect(again).toEqual(first);
  });

  it('gives every process starting together the same key', async () => {
    const pairs = await Promise.all([1, 2, 3, 4].map(() => loadAdminJwtKeys({ dataDir })));
    expect(new Set(pairs.map((pair) => pair.privateKeyPem)).size).toBe(1);
  });

  it('prefers ADMIN_JWT_PRIVATE_KEY and derives its public key', async () => {
    const given = generateAdminJwtKeys();
    const loaded = await loadAdminJwtKeys({ privateKeyPem: given.privateKeyPem, dataDir });
    expect(loaded).toEqual(given);
  });

  it('refuses a key that is not Ed25519, or not a key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    await expect(loadAdminJwtKeys({ privateKeyPem: rsa.toString() })).rejects.toThrow('must be an Ed25519 key');
    await expect(loadAdminJwtKeys({ privateKeyPem: 'segreto' })).rejects.toThrow('is not a readable PEM private key');
  });

  it('refuses to go on without any key', async () => {
    await expect(loadAdminJwtKeys({})).rejects.toBeInstanceOf(ConfigError);
  });

  it('tells a public key that belongs to another pair', () => {
    const keys = generateAdminJwtKeys();
    expect(() => assertPublicKeyMatches(keys, keys.publicKeyPem)).not.toThrow();
    expect(() => assertPublicKeyMatches(keys, generateAdminJwtKeys().publicKeyPem)).toThrow('does not match');
    expect(() => assertPublicKeyMatches(keys, undefined)).toThrow('ADMIN_JWT_PUBLIC_KEY is not set');
  });
});
