import type { Currency } from '@orbita/proto-types';

/** The 20 currencies of the converter with their Italian names, in the order of the spec. */
export const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'Dollaro statunitense',
  EUR: 'Euro',
  GBP: 'Sterlina britannica',
  JPY: 'Yen giapponese',
  CAD: 'Dollaro canadese',
  AUD: 'Dollaro australiano',
  CHF: 'Franco svizzero',
  CNY: 'Renminbi cinese',
  INR: 'Rupia indiana',
  BRL: 'Real brasiliano',
  MXN: 'Peso messicano',
  KRW: 'Won sudcoreano',
  SGD: 'Dollaro di Singapore',
  NZD: 'Dollaro neozelandese',
  SEK: 'Corona svedese',
  NOK: 'Corona norvegese',
  DKK: 'Corona danese',
  PLN: 'Złoty polacco',
  CZK: 'Corona ceca',
  HUF: 'Fiorino ungherese',
};
