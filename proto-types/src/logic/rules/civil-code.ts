import type { Parameter } from '../rule-parameter.js';

const ART_1284 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262~art1284';
const ART_1283 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262~art1283';

/**
 * How legal interest counts days. Art. 1284 c.c. sets the rate «in ragione d'anno»; the civil practice (and the
 * Agenzia delle Entrate for ravvedimento) takes the actual days over a 365-day year, a leap year included: 29
 * February earns its day and the year still divides by 365.
 */
export const DAY_COUNT: Parameter<string> = {
  name: 'legal-interest-day-count',
  label: 'Conteggio dei giorni',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '1942-04-21',
      value: 'giorni effettivi / 365 (anche negli anni bisestili); il giorno iniziale non si conta, quello finale sì',
      reference: {
        title: "Codice civile, art. 1284 (saggio «in ragione d'anno») e art. 2963 (computo dei termini); ris. Agenzia delle Entrate 296/E del 14/07/2008 (divisore 365 anche negli anni bisestili)",
        url: ART_1284,
        confirmed: true,
      },
    },
  ],
};

/**
 * Interest on interest (anatocismo), art. 1283 c.c.: only from the day of a judicial claim or by an agreement made
 * after the interest fell due, and only on interest due for at least six months. Bank accounts follow art. 120 TUB
 * instead, which the tool does not compute.
 */
export const ANATOCISM: Parameter<string> = {
  name: 'anatocism',
  label: 'Capitalizzazione degli interessi (anatocismo)',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '1942-04-21',
      value:
        "ammessa solo dalla domanda giudiziale o per accordo successivo alla scadenza, su interessi dovuti da almeno sei mesi; qui capitalizzati a ogni anniversario della data iniziale",
      reference: { title: 'Codice civile, art. 1283', url: ART_1283, confirmed: true },
    },
  ],
};

/** Simple interest: the default of the civil code, no interest on interest. */
export const SIMPLE_INTEREST: Parameter<string> = {
  name: 'simple-interest',
  label: 'Interesse semplice',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '1942-04-21',
      value: "gli interessi non producono altri interessi salvo i casi dell'art. 1283 c.c.",
      reference: { title: 'Codice civile, artt. 1282 e 1283', url: ART_1283, confirmed: true },
    },
  ],
};
