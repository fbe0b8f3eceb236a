import { ECB_SOURCE, InvalidRatesError, validatedRates, type ExchangeRates } from './exchange-rates.js';

/** One day of an ECB eurofxref document, with its rates (a daily document has one, the 90-day one about 64). */
const DAY_BLOCK = /<Cube\s+time\s*=\s*["'](?<date>[^"']+)["']\s*>(?<body>[\s\S]*?)<\/Cube>/g;
const RATE = /<Cube\s+currency\s*=\s*["'](?<code>[A-Z]{3})["']\s+rate\s*=\s*["'](?<rate>[0-9]+(?:\.[0-9]+)?)["']\s*\/>/g;

function ratesOfDay(date: string, body: string): ExchangeRates {
  const perEuro: Record<string, number> = {};
  for (const match of body.matchAll(RATE)) perEuro[match.groups!.code!] = Number(match.groups!.rate);
  return validatedRates(date, ECB_SOURCE, perEuro);
}

/**
 * Reads the ECB's daily or 90-day reference-rate XML, newest day first. The format is small and
 * fixed, so plain patterns read it without an XML library. The newest day must be whole, or the
 * document is refused; an older day that misses a currency is left out of the history rather
 * than half-read.
 */
export function parseEcbHistory(xml: string): ExchangeRates[] {
  if (!xml.includes('eurofxref')) throw new InvalidRatesError('the document is not an ECB rates list');
  const days = [...xml.matchAll(DAY_BLOCK)]
    .map((match) => ({ date: match.groups!.date!, body: match.groups!.body! }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const [newest, ...older] = days;
  if (!newest) throw new InvalidRatesError('no rates day in the document');
  const history = [ratesOfDay(newest.date, newest.body)];
  for (const day of older) {
    try {
      history.push(ratesOfDay(day.date, day.body));
    } catch {
      // A day the ECB published without one of our currencies has no place in a chart of it.
    }
  }
  return history;
}

/** The most recent day of a daily or 90-day document. */
export function parseEcbXml(xml: string): ExchangeRates {
  return parseEcbHistory(xml)[0]!;
}
