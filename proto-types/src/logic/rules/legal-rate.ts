import type { Parameter, Reference } from '../rule-parameter.js';

/**
 * The legal interest rate of art. 1284 c.c., percent a year, from each day it changed. Since 1997 the Minister of
 * the Economy may change it each year by a decree published by 15 December, in force from 1 January; without a
 * decree it stays as it was. `confirmed` means the value was checked against the act or against two independent
 * published tables that agree; the link is where it was checked (the Gazzetta Ufficiale where we have its page).
 */
const TABLE_1942_2021 = 'https://www.lavoripubblici.it/news/2020/12/FINANZA-E-FISCO/24836/Interesse-legale-dall-1-gennaio-2021-scende-allo-0-01-';
const TABLE_2014_2023 = 'https://www.mo.cna.it/aumento-del-tasso-di-interesse-legale-dal-1-gennaio-2023/';

function decree(title: string, url: string, confirmed = true): Reference {
  return { title, url, confirmed };
}

export const LEGAL_RATE: Parameter<number> = {
  name: 'legal-interest-rate',
  label: 'Saggio degli interessi legali (art. 1284 c.c.)',
  unit: 'percent',
  knownUntil: '2026-12-31',
  checked: '2026-11-25',
  values: [
    { from: '1942-04-21', value: 5, reference: decree('Codice civile (R.D. 16 marzo 1942, n. 262), art. 1284, testo originario', 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262~art1284') },
    { from: '1990-12-16', value: 10, reference: decree('Legge 26 novembre 1990, n. 353, art. 1', 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1990-11-26;353') },
    { from: '1997-01-01', value: 5, reference: decree('Legge 23 dicembre 1996, n. 662, art. 2, comma 185', 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1996-12-23;662') },
    { from: '1999-01-01', value: 2.5, reference: decree('D.M. Tesoro 10 dicembre 1998', TABLE_1942_2021) },
    { from: '2001-01-01', value: 3.5, reference: decree('D.M. Tesoro 11 dicembre 2000', TABLE_1942_2021) },
    { from: '2002-01-01', value: 3, reference: decree('D.M. Economia 11 dicembre 2001', TABLE_1942_2021) },
    { from: '2004-01-01', value: 2.5, reference: decree('D.M. Economia 1° dicembre 2003', TABLE_1942_2021) },
    { from: '2008-01-01', value: 3, reference: decree('D.M. Economia 12 dicembre 2007 (G.U. n. 291 del 15/12/2007)', 'https://lavorofacile.it/news/da-gennaio-2008-interesse-legale-al-3-per-cento') },
    { from: '2010-01-01', value: 1, reference: decree('D.M. Economia 4 dicembre 2009', TABLE_1942_2021) },
    { from: '2011-01-01', value: 1.5, reference: decree('D.M. Economia 7 dicembre 2010', TABLE_1942_2021) },
    { from: '2012-01-01', value: 2.5, reference: decree('D.M. Economia 12 dicembre 2011 (G.U. n. 291 del 15/12/2011)', 'https://ragusa.ance.it/2012/01/20/circolare-23-c-2012-modifica-del-tasso-degli-interessi-legali-a-decorrere-dal-1-gennaio-2012') },
    // The published tables disagree on the decree's day (12 or 13 December 2013), not on the rate.
    { from: '2014-01-01', value: 1, reference: decree('D.M. Economia 12 dicembre 2013', TABLE_2014_2023) },
    { from: '2015-01-01', value: 0.5, reference: decree('D.M. Economia 11 dicembre 2014', TABLE_2014_2023) },
    { from: '2016-01-01', value: 0.2, reference: decree('D.M. Economia 11 dicembre 2015 (G.U. del 15/12/2015)', TABLE_2014_2023) },
    { from: '2017-01-01', value: 0.1, reference: decree('D.M. Economia 7 dicembre 2016 (G.U. n. 291 del 14/12/2016)', TABLE_2014_2023) },
    { from: '2018-01-01', value: 0.3, reference: decree('D.M. Economia 13 dicembre 2017', TABLE_2014_2023) },
    { from: '2019-01-01', value: 0.8, reference: decree('D.M. Economia 12 dicembre 2018', 'https://ntpluslavoro.ilsole24ore.com/art/AExPI90G?uuid=AExPI90G') },
    { from: '2020-01-01', value: 0.05, reference: decree('D.M. Economia 12 dicembre 2019', TABLE_2014_2023) },
    { from: '2021-01-01', value: 0.01, reference: decree('D.M. Economia 11 dicembre 2020 (G.U. n. 310 del 15/12/2020)', TABLE_1942_2021) },
    { from: '2022-01-01', value: 1.25, reference: decree('D.M. Economia 13 dicembre 2021', TABLE_2014_2023) },
    { from: '2023-01-01', value: 5, reference: decree('D.M. Economia 13 dicembre 2022 (G.U. n. 292 del 15/12/2022)', 'https://www.regione.piemonte.it/web/temi/tributi/rialzo-dellinteresse-legale-tasso-al-5-dal-1deg-gennaio') },
    { from: '2024-01-01', value: 2.5, reference: decree('D.M. Economia 29 novembre 2023 (G.U. n. 288 dell\'11/12/2023)', 'https://buildnews.it/articolo/saggio-interessi-legali-taglio-dal-1-gennaio-2024') },
    { from: '2025-01-01', value: 2, reference: decree('D.M. Economia 10 dicembre 2024 (G.U. n. 294 del 16/12/2024)', 'https://www.gazzettaufficiale.it/eli/id/2024/12/16/24A06721/sg') },
    { from: '2026-01-01', value: 1.6, reference: decree('D.M. Economia 10 dicembre 2025 (G.U. n. 289 del 13/12/2025)', 'https://www.misterlex.it/doc/interessi-legali-2026') },
  ],
};
