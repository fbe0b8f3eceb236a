/**
 * Sums the gzip size of the JavaScript a visitor downloads to show the home page (the entry chunk, its static
 * imports and the home page's own chunk) and fails when it exceeds the budget. Reads dist/.vite/manifest.json.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const home = Object.keys(manifest).find((key) => key.endsWith('app/routes/HomeRoute.tsx'));
const chunks = staticClosure([entry, home]);
let total = 0;
for (const key of chunks) {
  const size = gzipSync(readFileSync(new URL(manifest[key].file, dist)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${manifest[key].file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  home page initial JavaScript (gzip), budget ${BUDGET_BYTES / 1024} KB`);
if (total > BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
