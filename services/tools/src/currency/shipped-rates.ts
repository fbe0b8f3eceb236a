import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEcbXml } from './ecb-xml.js';
import type { ExchangeRates } from './exchange-rates.js';

/** The ECB rates of 9 October 2025, shipped so the converter works before the feed is reached. */
export const SHIPPED_RATES_FILE = fileURLToPath(new URL('../../data/ecb-eurofxref-daily-2025-10-09.xml', import.meta.url));

export function loadShippedRates(file = SHIPPED_RATES_FILE): ExchangeRates {
  return parseEcbXml(readFileSync(file, 'utf8'));
}
