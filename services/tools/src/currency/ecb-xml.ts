import { ECB_SOURCE, InvalidRatesError, validatedRates, type ExchangeRates } from './exchange-rates.js';

/** The first (most recent) day of an ECB eurofxref document, with its rates. */
const DAY_BLOCK = /<Cube\s+time\s*=\s*["'](?<date>[^"']+)["']\s*>(?<body>[\s\S]*?)<\/Cube>/;
const RATE = /<Cube\s+currency\s*=\s*["'](?<code>[A-Z]{3})["']\s+rate\s*=\s*["'](?<rate>[0-9]+(?:\.[0-9]+)?)["']\s*\/>/g;

/**
 * Reads the ECB's daily (or 90-day) reference-rate XML. The format is small and fixed, so plain
 * patterns read it without an XML library; anything unexpected is refused, never half-read.
 */
export function parseEcbXml(xml: string): ExchangeRates {
  if (!xml.includes('eurofxref')) throw new InvalidRatesError('the document is not an ECB rates list');
  const day = DAY_BLOCK.exec(xml);
  if (!day?.groups) throw new InvalidRatesError('no rates day in the document');
  const perEuro: Record<string, number> = {};
  for (const match of day.groups.body!.matchAll(RATE)) {
    perEuro[match.groups!.code!] = Number(match.groups!.rate);
  }
  return validatedRates(day.groups.date!, ECB_SOURCE, perEuro);
}
