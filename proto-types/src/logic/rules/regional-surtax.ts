import { NET_SALARY_REGION_NAMES, NET_SALARY_REGIONS, type NetSalaryRegion } from '../../enums.js';
import type { Bracket } from './irpef.js';
import type { Parameter, Reference } from '../rule-parameter.js';

/**
 * The addizionale regionale all'IRPEF of each region and autonomous province (art. 50 d.lgs. 446/1997; art. 6
 * d.lgs. 68/2011): progressive rates by bracket on the IRPEF base, due only when IRPEF is. Some add an exemption
 * (nothing due up to an income), one rate on the whole income up to a limit, or a fixed deduction over a band.
 *
 * Each table says where it was read: a region's own law or page, two published tables that agree, or one table
 * only (then unconfirmed, until read on the Dipartimento delle Finanze's page for the year). For 2026, L. 199/2025
 * keeps each region's 2025 brackets and rates unless its own law changed them by 31 December 2025; the regions whose
 * 2026 law was read have their own entry, the others repeat 2025, unconfirmed.
 */
export interface RegionalSurtax {
  brackets: Bracket[];
  /** Nothing is due on an income up to this; above it the whole income is taxed. */
  exemptUpTo?: number;
  /** On an income up to `upTo`, one rate on all of it instead of the brackets. */
  flatUpTo?: { upTo: number; rate: number };
  /** Taken off the tax for an income over `over` and up to `upTo`. */
  deductions?: Array<{ over: number; upTo: number; amount: number }>;
  /** Taken off the tax over `over`: `amount` × (income − over) / (fullAt − over), never more than `amount`. */
  graduatedDeduction?: { over: number; fullAt: number; amount: number };
}

const b = (upTo: number, rate: number): Bracket => ({ upTo, rate });
const top = (rate: number): Bracket => ({ upTo: null, rate });

const DF_PAGE = 'https://www.finanze.gov.it/it/fiscalita-regionale-e-locale/addizionale-regionale-allirpef/';
const UMBRIA = 'https://www.regione.umbria.it/it_IT/la-regione/addizionale-regionale-irpef';
const EMILIA_ROMAGNA = 'https://demetra.regione.emilia-romagna.it/al/articolo?urn=urn:nir:regione.emilia.romagna:legge:2006-12-20;19&urn_tl=dl&urn_t=text/xml&urn_a=y&urn_d=v&urn_dv=n&pr=idx,0;artic,0;articparziale,1&anc=art2';
const LAZIO_2025 = 'https://pubt.io/view/80403E7A688D0C85BD0EF2CD790206D0CD67DC54';
const LAZIO_2026 = 'https://www.lavorofacile.it/news/lazio--novita-2026-per-l-addizionale-regionale?search=aliquot';
const PIEMONTE_2025 = 'https://www.radiopnr.it/notizia?id=23509-piemonte-possibile-ritocco-all-addizionale-irpef-attesaper-la-parifica-della-corte-dei-conti&t=1';
const PIEMONTE_2026 = 'https://www.lavorofacile.it/news/piemonte--novita-per-l-addizionale-regionale';
const TRENTO_2025 = 'https://www.lavorofacile.it/news/la-provincia-di-trento-aggiorna-le-addizionali-regionali';
const UMBRIA_LAW = 'https://lavorofacile.it/news/umbria--stabilite-le-maggiorazioni-dell-addizionale-regionale?search=territoriale';
const SUSSIDIARIO_2025 = 'https://www.ilsussidiario.net/news/addizionale-irpef-regionale-dove-si-paga-di-piu-e-dove-di-meno-classifica/2878841/';
const MOLISE_2025 = 'https://www.molisenews24.it/addizionali-irpef-in-molise-e-tra-le-piu-alte-ditalia-123656.html';
const LIGURIA_LAW = 'https://www.ivg.it/2025/07/detrazioni-per-famiglie-con-figli-a-carico-dalla-regione-conferme-sulle-misure-per-il-2025/';
const BOLZANO_2025 = 'https://www1.finanze.gov.it/finanze2/dipartimentopolitichefiscali/fiscalitalocale/addregirpef/addregirpef.php?reg=03';

/**
 * 2025 as published for each region. Where a region's own law or page was read, or a published payroll table is
 * reproduced to the euro by amounts another source published for the year, the reference is confirmed; the rest
 * come from one table only and stay unconfirmed.
 */
const TABLES_2025: Record<NetSalaryRegion, RegionalSurtax> = {
  abruzzo: { brackets: [b(28_000, 1.67), b(50_000, 2.87), top(3.33)] },
  basilicata: { brackets: [top(1.23)] },
  // Art. 21/sexiesdecies L.P. 9/1998: 430,50 € off (1,23% of 35.000 €) up to 90.000 € of income, and over 50.000 € a
  // deduction growing to 125 € at 75.000 €, which takes back the 0,5 points of 1,73% between 50.000 and 75.000 €.
  bolzano: {
    brackets: [b(50_000, 1.23), top(1.73)],
    deductions: [{ over: 0, upTo: 90_000, amount: 430.5 }],
    graduatedDeduction: { over: 50_000, fullAt: 75_000, amount: 125 },
  },
  calabria: { brackets: [top(1.73)] },
  campania: { brackets: [b(15_000, 1.73), b(28_000, 2.96), b(50_000, 3.2), top(3.33)] },
  // L.R. 19/2006, art. 2, c. 1: 1,23% plus 0,10/0,70/1,70/2,10 points.
  'emilia-romagna': { brackets: [b(15_000, 1.33), b(28_000, 1.93), b(50_000, 2.93), top(3.33)] },
  'friuli-venezia-giulia': { brackets: [top(1.23)], flatUpTo: { upTo: 15_000, rate: 0.7 } },
  // 1,73% on all up to 28.000 €; 60 € off from 28.001 to 35.000 € (Fondo taglia tasse 2025).
  lazio: { brackets: [b(15_000, 1.73), top(3.33)], flatUpTo: { upTo: 28_000, rate: 1.73 }, deductions: [{ over: 28_000, upTo: 35_000, amount: 60 }] },
  // 2025–2027: no maggiorazione up to 28.000 €, only the basic 1,23%, for every income; 3,18% and 3,23% above.
  liguria: { brackets: [b(28_000, 1.23), b(50_000, 3.18), top(3.23)] },
  lombardia: { brackets: [b(15_000, 1.23), b(28_000, 1.58), b(50_000, 1.72), top(1.73)] },
  marche: { brackets: [b(15_000, 1.23), b(28_000, 1.53), b(50_000, 1.7), top(1.73)] },
  molise: { brackets: [b(15_000, 1.73), b(28_000, 1.93), top(3.33)] },
  piemonte: { brackets: [b(15_000, 1.62), b(28_000, 2.13), b(50_000, 2.75), top(3.33)] },
  puglia: { brackets: [b(15_000, 1.33), b(28_000, 1.43), b(50_000, 1.63), top(1.85)] },
  sardegna: { brackets: [top(1.23)] },
  sicilia: { brackets: [top(1.23)] },
  toscana: { brackets: [b(15_000, 1.42), b(28_000, 1.43), b(50_000, 3.32), top(3.33)] },
  // L.P. 5/2025: a deduction of 30.000 € for incomes up to 30.000 € (nothing due), 0,5 points more over 50.000 €.
  trento: { brackets: [b(50_000, 1.23), top(1.73)], exemptUpTo: 30_000 },
  // L.R. 2/2025: up to 28.000 € the surcharges do not apply; 150 € off from 28.001 to 50.000 €.
  umbria: { brackets: [b(15_000, 1.73), b(28_000, 3.02), b(50_000, 3.12), top(3.33)], flatUpTo: { upTo: 28_000, rate: 1.23 }, deductions: [{ over: 28_000, upTo: 50_000, amount: 150 }] },
  'valle-d-aosta': { brackets: [top(1.23)], exemptUpTo: 15_000 },
  veneto: { brackets: [top(1.23)] },
};

/**
 * Regione Liguria: the d.d.l. 58 approved by the regional council on 25 March 2025 («Modifiche alla legge regionale n.
 * 17/2024», the 2025 stability law) sets three brackets for 2025, 2026 and 2027 and drops the maggiorazione up to
 * 28.000 €, leaving the basic 1,23% (ivg.it, July 2025; lavocedigenova.it, 25/03/2025). Il Sussidiario's 2025 amounts at
 * 14.500, 25.000, 35.000 and 68.300 € (178, 308, 567, 1.635 €) come back to the euro with this table. The number of
 * the amending law was not read: the council's press release names only the bill.
 */
const LIGURIA_REFERENCE: Reference = {
  title: "Regione Liguria, d.d.l. 58 approvato il 25/03/2025 (modifiche alla L.R. n. 17/2024, legge di stabilità 2025): tre scaglioni per il 2025, 2026 e 2027, fino a 28.000 € resta solo l'aliquota di base dell'1,23% (maggiorazione azzerata), 3,18% fino a 50.000 €, 3,23% oltre; gli importi 2025 di Il Sussidiario tornano all'euro",
  url: LIGURIA_LAW,
  confirmed: true,
};

/** The regions whose 2026 law was read; the others keep 2025 (L. 199/2025 extends art. 1, c. 728, L. 207/2024). */
const CHANGED_2026: Partial<Record<NetSalaryRegion, { table: RegionalSurtax; reference: Reference }>> = {
  // L.R. 19/2006, art. 2, c. 2: 1,55 points instead of 1,70 from 28.000 to 50.000 €.
  'emilia-romagna': {
    table: { brackets: [b(15_000, 1.33), b(28_000, 1.93), b(50_000, 2.78), top(3.33)] },
    reference: { title: 'Regione Emilia-Romagna, L.R. 20 dicembre 2006, n. 19, art. 2, c. 2 (come sostituito dalla L.R. 1/2025)', url: EMILIA_ROMAGNA, confirmed: true },
  },
  // L.R. Lazio 31 dicembre 2025, n. 20: the 60 € now only from 28.001 to 30.000 €. Read in one summary only.
  lazio: {
    table: { brackets: [b(15_000, 1.73), top(3.33)], flatUpTo: { upTo: 28_000, rate: 1.73 }, deductions: [{ over: 28_000, upTo: 30_000, amount: 60 }] },
    reference: { title: 'Regione Lazio, L.R. 31 dicembre 2025, n. 20 (anni d’imposta 2026-2028)', url: LAZIO_2026, confirmed: false },
  },
  // L.R. Umbria 2/2025, art. 1, c. 2 and 3: the relief up to 28.000 € and the 150 € hold for 2025, 2026 and 2027.
  umbria: {
    table: TABLES_2025.umbria,
    reference: { title: 'Regione Umbria, L.R. 11 aprile 2025, n. 2, art. 1, c. 2 e 3 (comunicato in G.U. n. 88 del 15 aprile 2025): anni 2025, 2026 e 2027', url: UMBRIA_LAW, confirmed: true },
  },
  // The Liguria law of March 2025 sets the three brackets for 2025, 2026 and 2027.
  liguria: { table: TABLES_2025.liguria, reference: LIGURIA_REFERENCE },
  // L.R. Piemonte 6 agosto 2025, n. 16: 0,55 and 0,56 points more from 15.000 to 50.000 € (2026 and 2027).
  piemonte: {
    table: { brackets: [b(15_000, 1.62), b(28_000, 2.68), b(50_000, 3.31), top(3.33)] },
    reference: { title: 'Regione Piemonte, L.R. 6 agosto 2025, n. 16 (2,68% e 3,31%, anche su money.it)', url: PIEMONTE_2026, confirmed: true },
  },
};

/** Il Sussidiario's 2025 figures at 14.500, 25.000, 35.000 and 68.300 € of income, which the table reproduces to the euro. */
const sussidiario = (region: string, rates: string): Reference => ({
  title: `${region} 2025: ${rates}; gli importi 2025 di Il Sussidiario (settembre 2025) tornano all'euro con queste aliquote`,
  url: SUSSIDIARIO_2025,
  confirmed: true,
});

const CONFIRMED_2025: Partial<Record<NetSalaryRegion, Reference>> = {
  abruzzo: sussidiario('Abruzzo', '1,67% fino a 28.000 €, 2,87% fino a 50.000 €, 3,33% oltre'),
  basilicata: sussidiario('Basilicata', '1,23% su tutto il reddito'),
  calabria: sussidiario('Calabria', '1,73% su tutto il reddito'),
  campania: sussidiario('Campania', '1,73/2,96/3,20/3,33% a 15.000, 28.000 e 50.000 €'),
  'friuli-venezia-giulia': sussidiario('Friuli Venezia Giulia', '0,70% fino a 15.000 €, 1,23% oltre'),
  molise: { title: 'Molise 2025: 1,73/1,93/3,33% a 15.000 e 28.000 €; gli importi della UIL (356 € a 20.000 €, 910 € a 40.000 €) tornano all\'euro', url: MOLISE_2025, confirmed: true },
  'emilia-romagna': { title: 'Regione Emilia-Romagna, L.R. 20 dicembre 2006, n. 19, art. 2, c. 1 (come sostituito dalla L.R. 31 marzo 2025, n. 1)', url: EMILIA_ROMAGNA, confirmed: true },
  lazio: { title: 'Regione Lazio, Fondo taglia tasse 2025: 1,73% fino a 28.000 €, detrazione di 60 € fino a 35.000 € (CGIL Roma e Lazio; today.it)', url: LAZIO_2025, confirmed: true },
  piemonte: { title: 'Regione Piemonte, aliquote 2025: 1,62/2,13/2,75/3,33% (radiopnr.it; money.it)', url: PIEMONTE_2025, confirmed: true },
  trento: { title: 'Provincia autonoma di Trento, L.P. n. 5/2025 (deduzione di 30.000 €, +0,5 punti oltre 50.000 €)', url: TRENTO_2025, confirmed: true },
  umbria: { title: 'Regione Umbria, L.R. 11 aprile 2025, n. 2 (aliquote dal 2025)', url: UMBRIA, confirmed: true },
  liguria: LIGURIA_REFERENCE,
  bolzano: {
    title: "Dipartimento delle Finanze, addizionale regionale all'IRPEF 2025, Provincia autonoma di Bolzano (pubblicata il 20/03/2025): art. 21/sexiesdecies, L.P. 11 agosto 1998, n. 9",
    url: BOLZANO_2025,
    confirmed: true,
  },
};

function reference2025(region: NetSalaryRegion): Reference {
  return CONFIRMED_2025[region] ?? { title: `Dipartimento delle Finanze, addizionale regionale all'IRPEF 2025: ${NET_SALARY_REGION_NAMES[region]} (da tabelle pubblicate)`, url: DF_PAGE, confirmed: false };
}

/**
 * Regions whose 2026 rates the Dipartimento delle Finanze has published (as fenailp.it reports) but which were not
 * read here: their 2025 table is used and the answer says the 2026 one may differ.
 */
const PUBLISHED_2026_UNREAD: ReadonlySet<NetSalaryRegion> = new Set(['friuli-venezia-giulia', 'marche', 'trento', 'valle-d-aosta', 'veneto']);

function entry2026(region: NetSalaryRegion): { table: RegionalSurtax; reference: Reference } {
  const name = NET_SALARY_REGION_NAMES[region];
  const title = PUBLISHED_2026_UNREAD.has(region)
    ? `${name}: aliquote 2026 pubblicate dal Dipartimento delle Finanze ma non ancora lette qui; si usano quelle 2025, che potrebbero essere cambiate`
    : `Aliquote 2025 confermate per il 2026 se la regione non le ha cambiate (L. 199/2025; art. 1, c. 728, L. 207/2024): ${name}`;
  return CHANGED_2026[region] ?? { table: TABLES_2025[region], reference: { title, url: DF_PAGE, confirmed: false } };
}

function regionalParameter(region: NetSalaryRegion): Parameter<RegionalSurtax> {
  const next = entry2026(region);
  return {
    name: `regional-surtax-${region}`,
    label: `Addizionale regionale all'IRPEF: ${NET_SALARY_REGION_NAMES[region]}`,
    unit: 'percent',
    knownUntil: '2026-12-31',
    checked: '2026-11-25',
    values: [
      { from: '2025-01-01', value: TABLES_2025[region], reference: reference2025(region) },
      { from: '2026-01-01', value: next.table, reference: next.reference },
    ],
  };
}

export const REGIONAL_SURTAX: Record<NetSalaryRegion, Parameter<RegionalSurtax>> = Object.fromEntries(
  NET_SALARY_REGIONS.map((region) => [region, regionalParameter(region)]),
) as Record<NetSalaryRegion, Parameter<RegionalSurtax>>;
