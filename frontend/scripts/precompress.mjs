/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build of 1 KB or more,
 * once, at build time: the gateway (embedded and local modes) sends them as they are instead of
 * compressing each file at each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const SMALLEST = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (statSync(file).size < SMALLEST) continue;
  const raw = readFileSync(file);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  count += 1;
}
console.error(`precompress: ${count} files of ${dist} written as .br and .gz`);
