#!/usr/bin/env node
// Rebuilds de-bank-check-methods.json (see README.md) from schwifty's reading of the Bundesbank's bank code file:
//   node services/tools/data/build-de-check-methods.mjs path/to/schwifty/bank_registry/generated_de.json
// (the file of the commit named below: https://github.com/mdomke/schwifty, schwifty/bank_registry/generated_de.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SOURCE = 'mdomke/schwifty@1a51ba9 schwifty/bank_registry/generated_de.json (2026-07-02)';
const OUTPUT = fileURLToPath(new URL('../../../proto-types/data/de-bank-check-methods.json', import.meta.url));

const banks = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const methods = {};
for (const { bank_code: blz, checksum_algo: method } of banks) {
  if (methods[blz] && methods[blz] !== method) throw new Error(`${blz}: two methods, ${methods[blz]} and ${method}`);
  methods[blz] = method;
}
const sorted = Object.fromEntries(Object.entries(methods).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUTPUT, `${JSON.stringify({ source: SOURCE, methods: sorted })}\n`);
console.log(`${Object.keys(sorted).length} bank codes -> ${OUTPUT}`);
