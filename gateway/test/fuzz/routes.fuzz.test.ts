import fc from 'fast-check';
import { API, ROUTES } from '@orbita/proto-types';
import { answerProblems } from './assertions.js';
import { cursorRequest } from './cursors.js';
import { startHub, type Hub } from './hub.js';
import { describeRequest, send, type RawRequest } from './raw-http.js';
import { hostileRequest, type FuzzContext } from './requests.js';

/**
 * Property-based: for every row of the route table, generated hostile requests go over real
 * HTTP through the real gateway to the real services. Seeded (FUZZ_SEED) and bounded (FUZZ_RUNS
 * per row) so that a run is repeatable; a failure names the seed and the request that caused it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

let hub: Hub;
let visitors = 0;
const tally = { requests: 0, serverErrors: 0, refusedWrites: 0 };
const methods: Record<string, number> = {};

const context: FuzzContext = {
  get adminToken() {
    return hub.adminToken;
  },
  nextAddress() {
    visitors += 1;
    return `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`;
  },
};

beforeAll(async () => {
  hub = await startHub();
}, 60_000);

afterAll(async () => {
  console.warn(`fuzz: seed ${SEED}, ${tally.requests} requests, ${tally.serverErrors} answered 5xx, ${tally.refusedWrites} refused writes checked against the database; methods ${JSON.stringify(methods)}`);
  await hub?.close();
}, 60_000);

/** The domain tables only: the outbox empties itself as earlier accepted writes are relayed. */
async function domainRows(): Promise<Record<string, string>> {
  const contents = await hub.tableContents();
  return Object.fromEntries(Object.entries(contents).filter(([table]) => !table.includes('outbox')));
}

async function check(request: RawRequest): Promise<void> {
  const isWrite = WRITES.has(request.method);
  const before = isWrite ? await domainRows() : undefined;
  tally.requests += 1;
  methods[request.method] = (methods[request.method] ?? 0) + 1;
  const answer = await send(hub.port, request).catch((error: Error) => {
    throw new Error(`${error.message}\nfor the request:\n${describeRequest(request)}`);
  });
  if (answer.status >= 500) tally.serverErrors += 1;
  const problems = answerProblems(answer, request.method);
  if (before && answer.status >= 400) {
    tally.refusedWrites += 1;
    const after = await domainRows();
    if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`refused with ${answer.status} but the data changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  if (problems.length > 0) {
    throw new Error(`${problems.join('; ')}\nanswer ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}\nfor the request:\n${describeRequest(request)}`);
  }
}

describe('fuzz: hostile requests through the gateway', () => {
  // Each row its own seed, derived from the run's: with one seed every row would replay the same choices.
  it.each(ROUTES.map((row, index) => [`${row.method} ${row.path}`, row, SEED + index * 7919] as const))('%s', async (_name, row, seed) => {
    await fc.assert(fc.asyncProperty(hostileRequest(row, context), check), { seed, numRuns: RUNS, endOnFailure: true });
  });
});

describe('fuzz: cursors of every shape to the paged lists', () => {
  const lists = [API.suggestions, API.adminContacts, API.adminSuggestions];
  it.each(lists.map((row, index) => [row.path, row, SEED + 104_729 + index * 7919] as const))('%s', async (_name, row, seed) => {
    await fc.assert(fc.asyncProperty(cursorRequest(row, context), check), { seed, numRuns: RUNS, endOnFailure: true });
  });
});
