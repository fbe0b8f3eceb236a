import type { Parameter } from '../rule-parameter.js';

/**
 * The IRPEF brackets of art. 11 TUIR, the one table the net salary and the forfettario's comparison with the
 * ordinary regime both tax by. Amounts in euro, rates in percent.
 */
const L_207_2024 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2024-12-30;207';
const L_199_2025 = 'https://www.normattiva.it/eli/id/2025/12/30/25G00212/CONSOLIDATED';

/** One IRPEF bracket: `upTo` null for the last. */
export interface Bracket {
  upTo: number | null;
  rate: number;
}

export const IRPEF_BRACKETS: Parameter<Bracket[]> = {
  name: 'irpef-brackets',
  label: 'Aliquote IRPEF per scaglioni (art. 11 TUIR)',
  unit: 'percent',
  knownUntil: '2026-12-31',
  checked: '2026-11-25',
  values: [
    {
      from: '2025-01-01',
      value: [
        { upTo: 28_000, rate: 23 },
        { upTo: 50_000, rate: 35 },
        { upTo: null, rate: 43 },
      ],
      reference: { title: 'Legge 30 dicembre 2024, n. 207 (Bilancio 2025), art. 1, c. 2, lett. a): art. 11, c. 1, TUIR', url: L_207_2024, confirmed: true },
    },
    {
      from: '2026-01-01',
      value: [
        { upTo: 28_000, rate: 23 },
        { upTo: 50_000, rate: 33 },
        { upTo: null, rate: 43 },
      ],
      reference: { title: 'Legge 30 dicembre 2025, n. 199 (Bilancio 2026), art. 1, c. 3: seconda aliquota dal 35% al 33%', url: L_199_2025, confirmed: true },
    },
  ],
};
