import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ServiceUnavailableError, threadsForThisMachine, workerFile, WorkerPool, WORKER_NICENESS } from '@orbita/service-kit';

const BUSY_WORKER = fileURLToPath(new URL('./fixtures/busy-worker.mjs', import.meta.url));

function poolOf(threads: number, queue: number) {
  return new WorkerPool<{ ms: number; value: number }, number>({
    filename: BUSY_WORKER,
    threads,
    queue,
    whenFull: () => Object.assign(new ServiceUnavailableError('Servizio occupato: riprova tra poco'), { retryAfter: 2 }),
  });
}

describe('WorkerPool', () => {
  it('runs tasks on its threads and answers their results', async () => {
    const pool = poolOf(2, 4);
    try {
      await expect(Promise.all([1, 2, 3].map((value) => pool.run({ ms: 10, value })))).resolves.toEqual([1, 2, 3]);
    } finally {
      await pool.close();
    }
  });

  it('refuses at once, with the caller\'s error, a task that finds the threads busy and the queue full', async () => {
    const pool = poolOf(1, 1);
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map((value) => pool.run({ ms: 300, value })));
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(refused).toHaveLength(2);
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(ServiceUnavailableError);
        expect(reason).toMatchObject({ retryAfter: 2, message: 'Servizio occupato: riprova tra poco' });
      }
      // Once the queue has room again, tasks are taken as before.
      await expect(pool.run({ ms: 1, value: 5 })).resolves.toBe(5);
    } finally {
      await pool.close();
    }
  });

  it('runs its threads below the priority of the event loop, so other visitors get the CPU first', async () => {
    const pool = new WorkerPool<undefined, number>({
      filename: fileURLToPath(new URL('./fixtures/priority-worker.mjs', import.meta.url)),
      threads: 1,
      queue: 1,
      whenFull: () => new Error('full'),
    });
    try {
      expect(await pool.run(undefined)).toBe(Math.min(19, os.getPriority() + WORKER_NICENESS));
    } finally {
      await pool.close();
    }
  });

  it('is sized to leave a core to the event loop', () => {
    expect(threadsForThisMachine()).toBe(Math.max(1, os.availableParallelism() - 1));
  });
});

describe('workerFile', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'orbita-worker-file-'));
  for (const folder of ['src/qr', 'dist/qr']) mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, 'dist/qr/qr-worker.js'), 'export default () => 1;');

  it('finds the compiled worker beside compiled code', () => {
    expect(workerFile(pathToFileURL(path.join(root, 'dist/qr/pool.js')).href, 'qr-worker')).toBe(path.join(root, 'dist/qr/qr-worker.js'));
  });

  it('finds it in dist/ from the TypeScript sources, as tests run them', () => {
    expect(workerFile(pathToFileURL(path.join(root, 'src/qr/pool.ts')).href, 'qr-worker')).toBe(path.join(root, 'dist/qr/qr-worker.js'));
  });

  it('says how to build it when it is nowhere', () => {
    expect(() => workerFile(pathToFileURL(path.join(root, 'src/qr/pool.ts')).href, 'missing')).toThrow('npx tsc -b');
  });
});
