import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in model answers for every photo: the analysis the food page must show. */
export const FOOD_ANALYSIS = {
  containsFood: true,
  ingredients: ['pasta', 'pomodoro', 'basilico'],
  calories: 520.4,
  protein: 15.26,
  carbs: 88,
  fat: 10.04,
  confidence: 0.834,
};

export const MODEL = 'gpt-4o-mini';

/** Euro reference rates the stand-in feed publishes; USD is round so the expected figures are obvious. */
const PER_EURO: Record<string, number> = {
  USD: 1.25, JPY: 160, GBP: 0.8, CAD: 1.6, AUD: 1.75, CHF: 0.95, CNY: 8.5, INR: 100, BRL: 6.2, MXN: 21,
  KRW: 1600, SGD: 1.5, NZD: 1.9, SEK: 11, NOK: 11.5, DKK: 7.46, PLN: 4.3, CZK: 24.5, HUF: 390,
};

/** Today, as the rates' publication day: newer than the rates shipped with the tools service, so these win. */
export const RATES_DAY = new Date().toISOString().slice(0, 10);

/** The days before, as the 90-day feed lists them (newest first): only the dollar moves, to 1.20 and 1.30. */
export const EARLIER_USD = [
  { daysAgo: 1, usd: 1.3 },
  { daysAgo: 2, usd: 1.2 },
];

function dayCube(date: string, perEuro: Record<string, number>): string {
  const cubes = Object.entries(perEuro)
    .map(([currency, rate]) => `<Cube currency='${currency}' rate='${rate}'/>`)
    .join('');
  return `<Cube time='${date}'>${cubes}</Cube>`;
}

function ecbFeed(): string {
  const earlier = EARLIER_USD.map(({ daysAgo, usd }) =>
    dayCube(new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10), { ...PER_EURO, USD: usd }),
  ).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">` +
    `<gesmes:subject>Reference rates</gesmes:subject><gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>` +
    `<Cube>${dayCube(RATES_DAY, PER_EURO)}${earlier}</Cube></gesmes:Envelope>`
  );
}

/** A chat completion as an OpenAI-compatible API returns it, the analysis as the assistant's JSON message. */
function completion(): unknown {
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(FOOD_ANALYSIS), refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 850, completion_tokens: 60, total_tokens: 910 },
  };
}

export interface ModelCall {
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ content: unknown }> };
}

export interface OutsideWorld {
  url: string;
  /** Every chat completion the hub asked for, in order. */
  modelCalls: ModelCall[];
  close(): Promise<void>;
}

function route(request: http.IncomingMessage, body: string, modelCalls: ModelCall[], response: http.ServerResponse): void {
  if (request.method === 'POST' && request.url === '/v1/chat/completions') {
    modelCalls.push({ authorization: request.headers.authorization, body: JSON.parse(body) as ModelCall['body'] });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion()));
  } else if (request.method === 'GET' && request.url === '/eurofxref-daily.xml') {
    response.writeHead(200, { 'content-type': 'text/xml' }).end(ecbFeed());
  } else {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
  }
}

/**
 * The outside world of the hub on a loopback port: an OpenAI-compatible chat completions endpoint
 * for the food analysis and the ECB daily rates feed for the currency converter.
 */
export async function startOutsideWorld(): Promise<OutsideWorld> {
  const modelCalls: ModelCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => route(request, Buffer.concat(chunks).toString('utf8'), modelCalls, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    modelCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
