import type { FastifyBaseLogger } from 'fastify';
import { SUBJECTS } from '@orbita/proto-types';
import type { ServiceData } from '@orbita/service-kit';
import { watermarkAfterChange } from '../tokens/issue-time.js';

export interface AdminAccount {
  username: string;
  passwordHash: string;
  /** Revocation watermark, seconds since the epoch: tokens with an earlier `iat` are refused. */
  notBefore: number;
}

interface AdminRow {
  username: string;
  password_hash: string;
  not_before: string;
}

function accountOf(row: AdminRow): AdminAccount {
  return { username: row.username, passwordHash: row.password_hash, notBefore: Number(row.not_before) };
}

export class AdminRepository {
  private readonly pool: ServiceData['pool'];

  constructor(private readonly data: ServiceData) {
    this.pool = data.pool;
  }

  async find(username: string): Promise<AdminAccount | null> {
    const { rows } = await this.pool.query<AdminRow>(
      'SELECT username, password_hash, not_before FROM admin_auth.admins WHERE username = $1',
      [username],
    );
    return rows[0] ? accountOf(rows[0]) : null;
  }

  /** Answers whether the account was created; false when it already existed (another replica, an earlier start). */
  async createIfAbsent(username: string, passwordHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'INSERT INTO admin_auth.admins (username, password_hash) VALUES ($1, $2) ON CONFLICT (username) DO NOTHING',
      [username, passwordHash],
    );
    return rowCount === 1;
  }

  /** Every watermark set so far, to put back into the KV. */
  async watermarks(): Promise<Array<{ username: string; notBefore: number }>> {
    const { rows } = await this.pool.query<AdminRow>('SELECT username, not_before FROM admin_auth.admins WHERE not_before > 0');
    return rows.map((row) => ({ username: row.username, notBefore: Number(row.not_before) }));
  }

  /** Replaces a hash made with weaker settings; only if the password did not change meanwhile. */
  async upgradeHash(username: string, oldHash: string, newHash: string): Promise<void> {
    await this.pool.query('UPDATE admin_auth.admins SET password_hash = $3 WHERE username = $1 AND password_hash = $2', [
      username,
      oldHash,
      newHash,
    ]);
  }

  /**
   * Sets the new password and moves the watermark past every token issued so far, with the
   * `password_changed` event in the same transaction. Only if the hash is still the one the
   * current password was checked against: answers null when another change came first. The
   * event is on the bus before this returns (or the attempt failed and the relay retries), so
   * other processes refuse the old tokens at once.
   */
  async changePassword(
    log: FastifyBaseLogger,
    change: { username: string; checkedHash: string; newHash: string; nowMs: number },
  ): Promise<number | null> {
    const { username, checkedHash, newHash, nowMs } = change;
    return await this.data.transaction(log, async ({ client, emit }) => {
      const { rows } = await client.query<AdminRow>(
        'SELECT username, password_hash, not_before FROM admin_auth.admins WHERE username = $1 FOR UPDATE',
        [username],
      );
      const account = rows[0] ? accountOf(rows[0]) : null;
      if (!account || account.passwordHash !== checkedHash) return null;
      const notBefore = watermarkAfterChange(nowMs, account.notBefore);
      await client.query(
        'UPDATE admin_auth.admins SET password_hash = $2, not_before = $3, password_changed_at = now() WHERE username = $1',
        [username, newHash, notBefore],
      );
      await emit(SUBJECTS.passwordChanged, { username, notBefore });
      return notBefore;
    }, { waitForPublish: true });
  }
}
