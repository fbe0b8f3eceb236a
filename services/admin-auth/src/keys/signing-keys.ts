import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@orbita/service-kit';

export const PRIVATE_KEY_FILE = 'admin-jwt-private.pem';
export const PUBLIC_KEY_FILE = 'admin-jwt-public.pem';

/** The Ed25519 pair behind admin tokens, as PEM: PKCS#8 for the private key, SPKI for the public one. */
export interface AdminJwtKeys {
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface AdminJwtKeySource {
  /** `ADMIN_JWT_PRIVATE_KEY`, when configured. */
  privateKeyPem?: string;
  /** `ORBITA_DATA_DIR` of the embedded mode. */
  dataDir?: string;
}

/**
 * The key pair that signs admin tokens: from `ADMIN_JWT_PRIVATE_KEY` when given; otherwise, in the
 * embedded mode, from `<ORBITA_DATA_DIR>/admin-jwt-private.pem`, generated on the first start and
 * readable by its owner only. The launcher calls this before starting anything and hands the
 * public key to the gateway and every service as `ADMIN_JWT_PUBLIC_KEY` (and may hand the private
 * key to admin-auth, which loads the same files otherwise).
 */
export async function loadAdminJwtKeys(source: AdminJwtKeySource): Promise<AdminJwtKeys> {
  if (source.privateKeyPem) return keysFromPrivatePem(source.privateKeyPem, 'ADMIN_JWT_PRIVATE_KEY');
  if (source.dataDir) return await keysInDataDir(source.dataDir);
  throw new ConfigError(
    'admin-auth: ADMIN_JWT_PRIVATE_KEY is not set: it is the Ed25519 private key (PKCS#8 PEM) that signs the tokens ' +
      '(e.g. `openssl genpkey -algorithm ed25519`); the embedded mode generates it in ORBITA_DATA_DIR',
  );
}

export function generateAdminJwtKeys(): AdminJwtKeys {
  const { privateKey } = generateKeyPairSync('ed25519');
  return pemsOf(privateKey);
}

/** Stops a start-up where the services would verify tokens with a key that did not sign them. */
export function assertPublicKeyMatches(keys: AdminJwtKeys, configuredPublicKeyPem: string | undefined): void {
  if (!configuredPublicKeyPem) {
    throw new ConfigError(
      `admin-auth: ADMIN_JWT_PUBLIC_KEY is not set: it must be the public half of the signing key:\n${keys.publicKeyPem}`,
    );
  }
  let configured: Buffer;
  try {
    configured = createPublicKey(configuredPublicKeyPem).export({ type: 'spki', format: 'der' });
  } catch {
    throw new ConfigError('admin-auth: ADMIN_JWT_PUBLIC_KEY is not a readable PEM public key');
  }
  const expected = createPublicKey(keys.publicKeyPem).export({ type: 'spki', format: 'der' });
  if (!configured.equals(expected)) {
    throw new ConfigError('admin-auth: ADMIN_JWT_PUBLIC_KEY does not match the private key that signs the tokens');
  }
}

function pemsOf(privateKey: KeyObject): AdminJwtKeys {
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function keysFromPrivatePem(pem: string, origin: string): AdminJwtKeys {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new ConfigError(`admin-auth: ${origin} is not a readable PEM private key`);
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError(`admin-auth: ${origin} must be an Ed25519 key: the tokens are signed with EdDSA`);
  }
  return pemsOf(key);
}

async function keysInDataDir(dataDir: string): Promise<AdminJwtKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const privatePath = path.join(dataDir, PRIVATE_KEY_FILE);
  const keys = (await readIfPresent(privatePath)) ?? (await createOnce(privatePath));
  await chmod(privatePath, 0o600);
  const publicPath = path.join(dataDir, PUBLIC_KEY_FILE);
  await writeFile(publicPath, keys.publicKeyPem, { mode: 0o600 });
  await chmod(publicPath, 0o600);
  return keys;
}

async function readIfPresent(privatePath: string): Promise<AdminJwtKeys | null> {
  try {
    return keysFromPrivatePem(await readFile(privatePath, 'utf8'), privatePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes a new key under a temporary name, then links it into place: the link either creates the
 * complete file or fails because another process got there first, whose key is then used.
 */
async function createOnce(privatePath: string): Promise<AdminJwtKeys> {
  const generated = generateAdminJwtKeys();
  const temporary = `${privatePath}.${randomUUID()}.tmp`;
  await writeFile(temporary, generated.privateKeyPem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, privatePath);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keysFromPrivatePem(await readFile(privatePath, 'utf8'), privatePath);
  } finally {
    await unlink(temporary);
  }
}
