/**
 * The amounts of the assegno unico e universale (D.Lgs. 29 dicembre 2021, n. 230, art. 4) as INPS revalues them each
 * year by the cost-of-living index (art. 4, c. 11): monthly euro, the full amount at or below the lower ISEE threshold,
 * the least at or above the upper one. A new year is one more entry, with the circular that publishes it.
 *
 * The amounts of each year follow from the year before × (1 + the ISTAT variation), to ten cents; the thresholds to
 * the cent (175 × 1,081 = 189,20 in 2023, × 1,054 = 199,40 in 2024, × 1,008 = 201,00 in 2025, as published). A test
 * holds every entry to that chain, so a figure mistyped here fails it.
 */

export interface AllowanceRange {
  /** At or below the lower ISEE threshold. */
  full: number;
  /** At or above the upper threshold, or without an ISEE. */
  least: number;
}

export interface AllowanceSource {
  title: string;
  url: string;
}

export interface AllowanceYear {
  year: number;
  /** The ISTAT variation applied to the year before, as INPS states it («+0,8%»). */
  revaluation: string;
  /** ISEE thresholds: the full amounts up to `lower`, the least from `upper` (art. 4, cc. 1–3, revalued). */
  lower: number;
  upper: number;
  /** Each minor child, and each disabled child of any age (c. 1). */
  minor: AllowanceRange;
  /** Each child from 18 to 20 (c. 2). */
  adult: AllowanceRange;
  /** Each child after the second (c. 3). */
  laterChild: AllowanceRange;
  /** Each minor child when both parents earn from work (c. 8); nothing at the upper threshold. */
  workingParents: AllowanceRange;
  /** Each disabled child under 21, by degree as defined for the ISEE (c. 4, as made permanent by L. 197/2022). */
  disability: { medium: number; severe: number; nonSelfSufficient: number };
  /** Each child of a mother under 21 (c. 7). */
  youngMother: number;
  /** Flat, per family with four or more children (c. 10, +50% from 2023). */
  largeFamily: number;
  source: AllowanceSource;
  /** False while the figures were read in secondary sources citing the circular, not in the circular itself. */
  confirmed: boolean;
  checked: string;
}

export const ALLOWANCE_DECREE: AllowanceSource = {
  title: 'D.Lgs. 29 dicembre 2021, n. 230, art. 4 (testo vigente)',
  url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2021;230~art4',
};

export const ALLOWANCE_BUDGET_2023: AllowanceSource = {
  title: 'L. 29 dicembre 2022, n. 197, art. 1, cc. 357–358, come spiegata dalla circolare INPS n. 41 del 7 aprile 2023 (testo su ateneoweb.com)',
  url: 'https://ateneoweb.com/mobile/taxelex.php?id=12058',
};

/** The amounts of 2022 as the decree sets them: the base of every revaluation (art. 4 and Tabella 1). */
export const ALLOWANCE_BASE = {
  lower: 15_000,
  upper: 40_000,
  minor: { full: 175, least: 50 },
  adult: { full: 85, least: 25 },
  laterChild: { full: 85, least: 15 },
  workingParents: { full: 30, least: 0 },
  disability: { medium: 85, severe: 95, nonSelfSufficient: 105 },
  youngMother: 20,
} as const;

/** The ISTAT variations INPS applied, 2023 onwards (percent): the chain the test checks each year against. */
export const ALLOWANCE_REVALUATIONS: Record<number, number> = { 2023: 8.1, 2024: 5.4, 2025: 0.8, 2026: 1.4 };

export const ALLOWANCE_YEARS: readonly AllowanceYear[] = [
  {
    year: 2025,
    revaluation: '+0,8%',
    lower: 17_227.33,
    upper: 45_939.56,
    minor: { full: 201, least: 57.5 },
    adult: { full: 97.7, least: 28.7 },
    laterChild: { full: 97.7, least: 17.2 },
    workingParents: { full: 34.4, least: 0 },
    disability: { medium: 97.7, severe: 109.1, nonSelfSufficient: 120.6 },
    youngMother: 23,
    largeFamily: 150,
    source: {
      title: 'INPS, circolare n. 33 del 4 febbraio 2025, allegato n. 1, come riportata da informazionescuola.it',
      url: 'https://www.informazionescuola.it/assegno-unico-febbraio-2025-linps-comunica-i-nuovi-importi-le-tabelle/',
    },
    // 201,00, 97,70 and both thresholds as quoted from the circular by informazionescuola.it and tuttolavoro24.it
    // (https://tuttolavoro24.it/2025/02/11/assegno-unico-aumenti-a-febbraio-arretrati-a-marzo-inps-ha-deciso, which
    // names «l'allegato 1 alla circolare n. 33 del 4 febbraio»); 57,50 for the least per minor child, and 97,70, 109,10,
    // 120,60 (disability) and 23,00 (mother under 21), as the 2025 figures in quotidianodiragusa.it and
    // catania.liveuniversity.it (7 October 2025). The 2025 adult least (28,70), later-child and working-parents
    // amounts follow the chain and were not read anywhere. The circular itself was not read: unconfirmed.
    confirmed: false,
    checked: '2026-11-27',
  },
  {
    year: 2026,
    revaluation: '+1,4%',
    lower: 17_468.51,
    upper: 46_582.71,
    minor: { full: 203.8, least: 58.3 },
    adult: { full: 99.1, least: 29.1 },
    laterChild: { full: 99.1, least: 17.4 },
    workingParents: { full: 34.9, least: 0 },
    disability: { medium: 99.1, severe: 110.6, nonSelfSufficient: 122.3 },
    youngMother: 23.3,
    largeFamily: 150,
    source: {
      title: 'INPS, circolare n. 7 del 30 gennaio 2026 (rivalutazione +1,4%): 203,80 € e 58,30 € per figlio minore, soglie ISEE 17.468,51 € e 46.582,71 €, come riportate da quotidianodiragusa.it',
      url: 'https://www.quotidianodiragusa.it/2026/02/16/attualita/assegno-unico-importi-rivalutati/',
    },
    // The circular's number, date and +1,4% as reported by teleborsa.it, cittadinanzattiva.it and fiscoetasse.com;
    // 203,80, 58,30 and both thresholds by quotidianodiragusa.it (16 February 2026); 58,30 and 29,10 as the least for a
    // minor and an adult child by the same paper (11 March 2026); 46.582,71 by the Comune di Prato
    // (https://www.comune.prato.it/it/novita/notizie/pagina4199.html?idnewshub=26443). Each is the 2025 figure × 1,014.
    // The 58,50 (and 204,40, 17.520,19, 46.720,53) of some pages are the forecasts of October 2025 at +1,7%, printed
    // before the circular. The maggiorazioni follow the chain and were not read. The circular itself was not read:
    // unconfirmed.
    confirmed: false,
    checked: '2026-11-27',
  },
];
