import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(__dirname, '../..');
const moduleUrl = `file://${path.join(root, 'launcher/dist/embedded-database.js')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-pglite-'));

/** The bound this file gives a connection holding the session idle. */
const IDLE_IN_TRANSACTION_MS = 1_000;

/** The embedded database in its own process, as the hub runs it; PGlite is ESM with WebAssembly. */
function serveEmbeddedDatabase(): Promise<{ child: ChildProcess; url: string }> {
  const script = `const { startEmbeddedDatabase } = await import(${JSON.stringify(moduleUrl)});
const database = await startEmbeddedDatabase(${JSON.stringify(dataDir)}, { idleInTransactionMs: ${IDLE_IN_TRANSACTION_MS} });
console.log(database.url);
process.on('SIGTERM', () => database.stop().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /postgres:\/\/\S+/.exec(output)?.[0];
      if (url) resolve({ child, url });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the embedded database exited (${code}):\n${output}`)));
  });
}

/** A frontend message of the Postgres wire protocol: type letter, length, body. */
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const text = (value: string) => Buffer.from(`${value}\0`);
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};

/**
 * A client that sends one extended-protocol batch in two network writes, as any client does when
 * its batch is larger than a socket write or it waits between Parse and Bind.
 */
class SplitBatchClient {
  private readonly socket: net.Socket;
  private received = Buffer.alloc(0);

  constructor(private readonly url: URL) {
    this.socket = net.connect(path.join(url.searchParams.get('host')!, '.s.PGSQL.5432'));
    this.socket.on('data', (chunk: Buffer) => (this.received = Buffer.concat([this.received, chunk])));
  }

  /** Message types received so far, and the text of each data row. */
  private messages(): { type: string; body: Buffer }[] {
    const found = [];
    for (let at = 0; at + 5 <= this.received.length; ) {
      const length = this.received.readInt32BE(at + 1);
      if (at + 1 + length > this.received.length) break;
      found.push({ type: String.fromCharCode(this.received[at]!), body: this.received.subarray(at + 5, at + 1 + length) });
      at += 1 + length;
    }
    return found;
  }

  private async until(type: string): Promise<{ type: string; body: Buffer }[]> {
    while (!this.messages().some((each) => each.type === type)) await new Promise((resolve) => setTimeout(resolve, 5));
    const found = this.messages();
    this.received = Buffer.alloc(0);
    return found;
  }

  async start(): Promise<void> {
    const body = Buffer.concat([int32(196608), text('user'), text('postgres'), text('database'), text('postgres'), Buffer.from([0])]);
    this.socket.write(Buffer.concat([int32(body.length + 4), body]));
    await this.until('R');
    this.socket.write(message('p', text(decodeURIComponent(this.url.password))));
    await this.until('Z');
  }

  /** Parse the unnamed statement, and wait until the server has taken it (Flush → ParseComplete). */
  async parse(sql: string): Promise<void> {
    this.socket.write(Buffer.concat([message('P', text(''), text(sql), int16(0)), message('H')]));
    await this.until('1');
  }

  /** Bind one text parameter, execute, sync: the rest of the batch, in a later write. */
  async bindAndExecute(parameter: string): Promise<{ errors: string[]; rows: string[] }> {
    const bind = message('B', text(''), text(''), int16(0), int16(1), int32(parameter.length), Buffer.from(parameter), int16(0));
    this.socket.write(Buffer.concat([bind, message('E', text(''), int32(0)), message('S')]));
    const answer = await this.until('Z');
    const errors = answer.filter((each) => each.type === 'E').map((each) => each.body.toString('latin1'));
    const rows = answer.filter((each) => each.type === 'D').map((each) => each.body.subarray(6).toString());
    return { errors, rows };
  }

  close(): void {
    this.socket.destroy();
  }
}

let database: { child: ChildProcess; url: string };
const pools: pg.Pool[] = [];

function pool(): pg.Pool {
  const created = new pg.Pool({ connectionString: database.url, max: 4 });
  pools.push(created);
  return created;
}

beforeAll(async () => {
  if (!existsSync(new URL(moduleUrl))) throw new Error('launcher/dist is missing: run `npx tsc -b` (make test builds first)');
  database = await serveEmbeddedDatabase();
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((each) => each.end()));
  database.child.kill('SIGTERM');
  await new Promise((resolve) => database.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database shared by every service', () => {
  it('answers every parameterised query right when services query it at the same moment', async () => {
    // Two services' pools, statements of different shapes: each one's Parse/Bind/Execute must
    // run against its own statement, never against the one another connection just parsed.
    const [contacts, suggestions] = [pool(), pool()];
    const asked = Array.from({ length: 300 }, (_, index) =>
      index % 2 === 0
        ? contacts.query<{ n: number }>('SELECT $1::int + 1 AS n', [index]).then((result) => expect(result.rows).toEqual([{ n: index + 1 }]))
        : suggestions
            .query<{ label: string; size: number }>('SELECT $1::text AS label, length($1::text) AS size, $2::int AS extra', [`s${index}`, index])
            .then((result) => expect(result.rows).toEqual([{ label: `s${index}`, size: String(`s${index}`).length, extra: index }])),
    );
    await Promise.all(asked);
  }, 60_000);

  it("runs a batch split over two writes against its own statement, not one another connection parsed meanwhile", async () => {
    const split = new SplitBatchClient(new URL(database.url));
    await split.start();
    await split.parse('SELECT $1::int * 2');
    // Another service's query arrives between the two writes; it waits for the batch to end.
    const other = pool().query<{ label: string; extra: number }>('SELECT $1::text AS label, $2::int AS extra', ['altro', 7]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await split.bindAndExecute('21')).toEqual({ errors: [], rows: ['42'] });
    expect((await other).rows).toEqual([{ label: 'altro', extra: 7 }]);
    split.close();
  });

  it("keeps one connection's transaction apart from the others' statements", async () => {
    const [writer, reader] = [pool(), pool()];
    await writer.query('CREATE TABLE IF NOT EXISTS public.kept (id int)');
    const client = await writer.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO public.kept VALUES ($1)', [1]);
    // The reader waits for the session instead of running inside the writer's transaction.
    const seen = reader.query<{ count: string }>('SELECT count(*) FROM public.kept WHERE id = $1', [1]);
    await client.query('ROLLBACK');
    client.release();
    expect((await seen).rows).toEqual([{ count: '0' }]);
  });

  it('frees the session and rolls back when a connection closes inside a transaction', async () => {
    const [writer, reader] = [pool(), pool()];
    const client = await writer.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO public.kept VALUES ($1)', [2]);
    client.release(true);
    const { rows } = await reader.query<{ count: string }>('SELECT count(*) FROM public.kept WHERE id = $1', [2]);
    expect(rows).toEqual([{ count: '0' }]);
  });

  it('is reached through a socket in a folder closed to other users, not a TCP port', () => {
    const url = new URL(database.url);
    expect(url.hostname).toBe('localhost');
    expect(url.port).toBe('');
    const folder = url.searchParams.get('host')!;
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, '.s.PGSQL.5432')).isSocket()).toBe(true);
  });

  it('refuses a local process that does not give the password, before PGlite sees it', async () => {
    for (const password of ['', 'indovinata']) {
      const url = new URL(database.url);
      url.password = password;
      const client = new pg.Client({ connectionString: url.toString() });
      await expect(client.connect()).rejects.toThrow(/password/);
      await client.end().catch(() => undefined);
    }
    const raw = net.connect(path.join(new URL(database.url).searchParams.get('host')!, '.s.PGSQL.5432'));
    const body = Buffer.concat([int32(196608), text('user'), text('postgres'), Buffer.from([0])]);
    raw.write(Buffer.concat([int32(body.length + 4), body, message('Q', text('SELECT 1'))]));
    const answer = await new Promise<Buffer>((resolve) => {
      let received = Buffer.alloc(0);
      raw.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      raw.on('close', () => resolve(received));
    });
    // Asked for the password ('R'), then refused ('E') and closed: no row, no ReadyForQuery.
    expect(String.fromCharCode(answer[0]!)).toBe('R');
    expect(answer.toString('latin1')).toContain('28P01');
    expect(answer.includes('Z')).toBe(false);
  });

  it('ends a transaction left idle, so other calls wait no longer than the bound', async () => {
    const [holder, other] = [pool(), pool()];
    holder.on('error', () => undefined);
    const client = await holder.connect();
    client.on('error', () => undefined);
    await client.query('BEGIN');
    await client.query('INSERT INTO public.kept VALUES ($1)', [3]);
    const started = Date.now();
    const { rows } = await other.query<{ count: string }>('SELECT count(*) FROM public.kept WHERE id = $1', [3]);
    expect(rows).toEqual([{ count: '0' }]);
    expect(Date.now() - started).toBeLessThan(IDLE_IN_TRANSACTION_MS + 2_000);
    await expect(client.query('COMMIT')).rejects.toThrow();
    client.release(true);
    expect((await other.query<{ count: string }>('SELECT count(*) FROM public.kept WHERE id = $1', [3])).rows).toEqual([{ count: '0' }]);
  });
});
