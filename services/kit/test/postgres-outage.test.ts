import { createPool, type Pool } from '@orbita/service-kit';
import { startPrivatePostgres, waitFor, type PrivatePostgresServer } from '@orbita/service-kit/testing';

/* A pool on a private Postgres that the test crashes (its whole process group, SIGKILL) by PID. */
let postgres: PrivatePostgresServer;
let pool: Pool;
const outages: string[] = [];

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  pool = createPool({
    url: postgres.url,
    schema: 'public',
    onDown: (error) => outages.push(`down: ${error.message}`),
    onUp: () => outages.push('up'),
  });
}, 30_000);
afterAll(async () => {
  await pool?.end();
  await postgres?.destroy();
});

it('survives the crash of Postgres under a checked-out client, answers 503 meanwhile and recovers by itself', async () => {
  const checkedOut = await pool.connect();
  await checkedOut.query('BEGIN');
  const lost = new Promise<void>((resolve) => checkedOut.once('end', () => resolve()));

  // Without a listener on the checked-out client, its 'error' here ends the process (and this test).
  await postgres.stop();
  await lost;
  await expect(checkedOut.query('SELECT 1')).rejects.toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
  checkedOut.release(true);

  await expect(pool.query('SELECT 1')).rejects.toMatchObject({
    statusCode: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: 'Archivio momentaneamente non disponibile: riprova tra poco',
  });
  await expect(pool.connect()).rejects.toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
  expect(outages.some((line) => line.startsWith('down: '))).toBe(true);

  await postgres.start();
  await waitFor(
    async () => (await pool.query<{ one: number }>('SELECT 1 AS one').then((result) => result.rows[0]?.one, () => 0)) === 1,
    'pool working again',
    15_000,
  );
  expect(outages.at(-1)).toBe('up');
}, 40_000);

it('keeps a query error of the SQL itself as it is', async () => {
  await expect(pool.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
});
