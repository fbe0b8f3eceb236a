import type { Parameter } from '../rule-parameter.js';

/**
 * Occasional self-employment (lavoro autonomo occasionale, art. 67 c. 1 l) TUIR) paid by a business or body that
 * withholds tax: the rules of a receipt. The values below have not changed since 2013 and no act of 2025 or 2026
 * changes them; `from` is the first year the tool answers, not the day each rule began.
 */
const DPR_600_ART_25 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1973-09-29;600~art25';
const DPR_642 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1972-10-26;642';
const DL_269_ART_44 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2003-09-30;269~art44';

export const WITHHOLDING_RATE: Parameter<number> = {
  name: 'withholding-rate',
  label: "Ritenuta d'acconto sui compensi di lavoro autonomo",
  unit: 'percent',
  knownUntil: '2026-12-31',
  checked: '2026-11-25',
  values: [
    {
      from: '2025-01-01',
      value: 20,
      reference: { title: 'D.P.R. 29 settembre 1973, n. 600, art. 25, comma 1', url: DPR_600_ART_25, confirmed: true },
    },
  ],
};

/** Stamp duty on a receipt not subject to VAT: 2 € when the amount is over 77,47 € (2 € since 26/06/2013). */
export const RECEIPT_STAMP_DUTY: Parameter<{ threshold: number; amount: number }> = {
  name: 'receipt-stamp-duty',
  label: 'Imposta di bollo sulle ricevute (operazioni fuori campo IVA)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: '2026-11-25',
  values: [
    {
      from: '2025-01-01',
      value: { threshold: 77.47, amount: 2 },
      reference: {
        title: 'D.P.R. 26 ottobre 1972, n. 642, tariffa parte I, art. 13, nota 2 (importo di 2 € dal D.L. 43/2013, art. 7-bis); obbligati in solido: art. 22',
        url: DPR_642,
        confirmed: true,
      },
    },
  ],
};

/** Over 5,000 € a year of occasional earnings the part above is subject to INPS's gestione separata. */
export const OCCASIONAL_INPS_THRESHOLD: Parameter<number> = {
  name: 'occasional-inps-threshold',
  label: 'Soglia annua dei compensi occasionali per la Gestione separata INPS',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: '2026-11-25',
  values: [
    {
      from: '2025-01-01',
      value: 5000,
      reference: { title: 'D.L. 30 settembre 2003, n. 269, art. 44, comma 2 (conv. L. 326/2003)', url: DL_269_ART_44, confirmed: true },
    },
  ],
};
