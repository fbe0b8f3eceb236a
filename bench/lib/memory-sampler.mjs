// Loaded into the soaked hub with `node --import` (bench/soak.mjs): every 30 s it appends V8's own
// account of the process — the heap spaces' committed and used sizes, external memory, array
// buffers (WebAssembly memories are among them) — to a file named after the process, so the soak
// can tell committed-but-unused V8 pages from live objects and from PGlite's memory.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.SOAK_MEMORY_DIR;
// Worker threads load it too; their heaps are their own, and the main thread's is the one that matters.
if (dir && isMainThread) {
  const file = path.join(dir, `memory-${process.pid}.jsonl`);
  const MB = 2 ** 20;
  const round = (bytes) => Math.round(bytes / MB);
  const sample = () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, { committedMb: round(space.physical_space_size), usedMb: round(space.space_used_size) }]),
    );
    const line = {
      at: new Date().toISOString(),
      rssMb: round(usage.rss),
      heapTotalMb: round(usage.heapTotal),
      heapUsedMb: round(usage.heapUsed),
      externalMb: round(usage.external),
      arrayBuffersMb: round(usage.arrayBuffers),
      mallocedMb: round(v8.getHeapStatistics().malloced_memory),
      spaces,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  setInterval(sample, 30_000).unref();
  sample();
}
