import type { Parameter } from '../rule-parameter.js';

const GUIDE = 'https://www.bancaditalia.it/pubblicazioni/guide-bi/guida-mutuo/index.html';
const TRANSPARENCY = 'https://www.bancaditalia.it/compiti/vigilanza/normativa/archivio-norme/disposizioni/trasparenza_operazioni/index.html';

/** The French amortisation every Italian fixed-rate mortgage uses: a constant payment, interest on the balance. */
export const FRENCH_AMORTISATION: Parameter<string> = {
  name: 'french-amortisation',
  label: 'Piano di ammortamento',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '1993-09-01',
      value:
        'alla francese: rata costante; interessi di ogni rata = debito residuo × TAN / rate per anno, arrotondati al centesimo; la quota capitale è il resto; l\'ultima rata chiude il debito a zero',
      // Not a value an act sets but the arithmetic of a constant-payment annuity: every plan the tool writes is checked
      // to close at zero with its principal repaid, so there is nothing left to confirm at a source.
      reference: {
        title: "Matematica finanziaria della rendita a rata costante, come la spiega la Banca d'Italia, «Il mutuo ipotecario in parole semplici» (guida)",
        url: GUIDE,
        confirmed: true,
      },
    },
  ],
};

/**
 * The TAEG (ISC): the yearly rate that makes the credit received, net of the costs paid at the start, equal to the
 * present value of every payment and fee, time in years of twelve equal months (Directive 2014/17/EU, annex I, as
 * the Banca d'Italia's transparency provisions take it): per-period IRR j, TAEG = (1 + j)^periods a year − 1.
 */
export const TAEG_DEFINITION: Parameter<string> = {
  name: 'taeg',
  label: 'TAEG (tasso annuo effettivo globale)',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '2016-03-21',
      value: 'tasso interno di rendimento dei flussi (capitale netto delle spese iniziali, rate più spese di incasso), annualizzato: (1 + j)ⁿ − 1',
      reference: {
        title: "Banca d'Italia, Disposizioni di trasparenza, sez. VII; d.lgs. 385/1993 art. 120-quinquies; direttiva 2014/17/UE, allegato I",
        url: TRANSPARENCY,
        confirmed: false,
      },
    },
  ],
};
