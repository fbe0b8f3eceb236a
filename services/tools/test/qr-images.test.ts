import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WorkerPool } from '@orbita/service-kit';
import { drawnInline, QrImages } from '../src/qr/qr-images.js';
import { pngOfDataUrl } from './decode-qr.js';
import { startTools, type ToolsUnderTest } from './support.js';

/** A symbol of version 40 at 1000 px: about a tenth of a second of a worker's CPU. */
const heavy = (n: number) => ({ text: `${n}`.padEnd(2900, 'x'), size: 1000, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'L' });

describe('QR images in worker threads', () => {
  let tools: ToolsUnderTest;
  beforeAll(async () => {
    tools = await startTools({ QR_WORKER_THREADS: '1', QR_QUEUE_MAX: '1', QR_CACHE_MB: '8' });
  });
  afterAll(async () => {
    await tools.close();
  });
  const generate = (payload: object) => tools.service.app.inject({ method: 'POST', url: '/api/generate-qr', payload });

  it('answers 503 in Italian with Retry-After when the queue is full, and every other request its image', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => generate(heavy(n))));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((a) => a.statusCode === 200).length).toBe(6);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        error: 'Il generatore di QR Code è molto richiesto in questo momento: riprova tra qualche secondo',
        code: 'TOOLS_QR_BUSY',
      });
    }
  });

  it('answers the same bytes for the same parameters, from its cache even while the queue is full', async () => {
    const first = await generate(heavy(100));
    const svg = await tools.service.app.inject({ method: 'GET', url: `${first.json().downloadUrl}&format=svg` });
    expect(svg.statusCode).toBe(200);
    const blockers = Array.from({ length: 4 }, (_, n) => generate(heavy(200 + n)));
    const [again, svgAgain] = await Promise.all([
      generate(heavy(100)),
      tools.service.app.inject({ method: 'GET', url: `${first.json().downloadUrl}&format=svg` }),
    ]);
    const blocked = await Promise.all(blockers);
    expect(blocked.some((a) => a.statusCode === 503)).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(pngOfDataUrl(again.json().qrCode).equals(pngOfDataUrl(first.json().qrCode))).toBe(true);
    expect(svgAgain.rawPayload.equals(svg.rawPayload)).toBe(true);
  });

  it('refuses in Italian, from the worker, a text the level cannot hold', async () => {
    const answer = await generate({ ...heavy(0), text: 'x'.repeat(2954) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'TOOLS_INVALID_QR', error: expect.stringContaining('troppo lungo') });
  });
});

describe('small images', () => {
  const small = { text: 'https://www.example.com/a', size: 300, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'M' as const };

  it('are drawn at once without a thread, the heavy ones still in the pool', async () => {
    const run = jest.spyOn(WorkerPool.prototype, 'run');
    const images = new QrImages({ threads: 1, queue: 1, cacheBytes: 0 });
    try {
      expect((await images.image(small, 'png')).subarray(1, 4).toString('latin1')).toBe('PNG');
      expect((await images.image({ ...small, size: 400, text: 'é'.repeat(128) }, 'svg')).toString('utf8')).toContain('<svg');
      expect(run).not.toHaveBeenCalled();
      expect((await images.image({ ...small, size: 401 }, 'png')).subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
      await images.close();
    }
  });

  it('are the ones of at most 400 px and 256 bytes of text', () => {
    expect(drawnInline({ text: 'x'.repeat(256), size: 400 })).toBe(true);
    expect(drawnInline({ text: 'è'.repeat(129), size: 100 })).toBe(false);
    expect(drawnInline({ text: 'ciao', size: 401 })).toBe(false);
  });
});

describe('the cache of recent images', () => {
  // Each small image used to be a view of an 8 KB buffer (Node's pool, or a worker's whole buffer
  // copied back), so a cache of 32 MB of images held up to 16 times that: the embedded hub grew for
  // hours under random QR texts (docs/PERFORMANCE.md, the soak).
  it('holds no more memory than its budget, however many small images it keeps', async () => {
    const budget = 256 * 1024;
    const images = new QrImages({ cacheBytes: budget, threads: 1, queue: 10 });
    const request = (n: number) => ({ text: `https://esempio.it/${n}`, size: n % 10 === 0 ? 500 : 300, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'M' as const });
    const formats = ['png', 'svg'] as const;
    const kept: Buffer[] = [];
    try {
      for (let n = 0; n < 300; n += 1) for (const format of formats) kept.push(await images.image(request(n), format));
      // What the cache still holds: the latest images, answered again without drawing them.
      const cached = new Set<ArrayBufferLike>();
      for (let n = 299; n >= 0; n -= 1) {
        for (const format of formats) {
          const again = await images.image(request(n), format);
          if (kept.includes(again)) cached.add(again.buffer);
        }
      }
      const held = [...cached].reduce((sum, buffer) => sum + buffer.byteLength, 0);
      expect(cached.size).toBeGreaterThan(10);
      expect(held).toBeLessThanOrEqual(budget);
    } finally {
      await images.close();
    }
  });
});

describe('the compiled service', () => {
  it('finds its worker beside its own dist files, as `make run` and the containers run it', () => {
    const compiled = fileURLToPath(new URL('../dist/qr/qr-images.js', import.meta.url));
    const script = `
      const { QrImages } = await import(${JSON.stringify(compiled)});
      const images = new QrImages({ threads: 1, queue: 1, cacheBytes: 0 });
      const png = await images.image({ text: 'ciao', size: 1000, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'M' }, 'png');
      await images.close();
      console.log(png.subarray(1, 4).toString('latin1'));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()).toBe('PNG');
  });
});
