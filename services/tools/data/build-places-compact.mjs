#!/usr/bin/env node
// Rebuilds proto-types/data/belfiore-places-compact.json, the table of places the codice fiscale page loads, from
// belfiore-places.json beside this script (the file the service reads), after `make build` (it uses proto-types/dist):
//   node services/tools/data/build-places-compact.mjs
// A test (proto-types/src/logic/belfiore-compact.test.ts) fails when the two files say different things.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { encodePlaces } from '../../../proto-types/dist/logic/belfiore-compact.js';

const SOURCE = fileURLToPath(new URL('./belfiore-places.json', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../../proto-types/data/belfiore-places-compact.json', import.meta.url));

const text = `${JSON.stringify(encodePlaces(JSON.parse(readFileSync(SOURCE, 'utf8'))))}\n`;
writeFileSync(OUTPUT, text);
console.log(`${OUTPUT}: ${Buffer.byteLength(text)} bytes, ${gzipSync(text, { level: 9 }).length} gzip`);
