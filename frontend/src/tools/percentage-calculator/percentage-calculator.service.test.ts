import { readUrlState } from '../../lib/url-state/use-url-state';
import { DEFAULT_PERCENTAGE_FORM, formatPercentageResult, PERCENTAGE_URL, toPercentageRequest, withExamples } from './percentage-calculator.service';

describe('toPercentageRequest', () => {
  it('reads numbers typed the Italian way', () => {
    expect(toPercentageRequest({ mode: 'discount', a: '19,99', b: '15' })).toEqual({ request: { mode: 'discount', a: 19.99, b: 15 } });
    expect(toPercentageRequest({ mode: 'change', a: '-50', b: '1250,5' })).toEqual({ request: { mode: 'change', a: -50, b: 1250.5 } });
  });

  it('reads «1.200» as twelve hundred, «1.234,56» and «25%» as an Italian writes them', () => {
    expect(toPercentageRequest({ mode: 'of', a: '25%', b: '1.200' })).toEqual({ request: { mode: 'of', a: 25, b: 1200 } });
    expect(toPercentageRequest({ mode: 'discount', a: '€ 1.234,56', b: '10 %' })).toEqual({ request: { mode: 'discount', a: 1234.56, b: 10 } });
  });

  it('names the field as its label does, never «a» or «b»', () => {
    expect(toPercentageRequest({ mode: 'of', a: '', b: '1' })).toEqual({ invalid: 'Inserisci un numero in «Percentuale (X)»' });
    expect(toPercentageRequest({ mode: 'of', a: 'abc', b: '1' })).toEqual({ invalid: '«Percentuale (X)» non è un numero: scrivilo come 1234,56 o 1.234,56' });
    expect(toPercentageRequest({ mode: 'of', a: '1', b: '1e20' })).toEqual({ invalid: '«Numero (Y)» non è un numero: scrivilo come 1234,56 o 1.234,56' });
    expect(toPercentageRequest({ mode: 'of', a: '1', b: '2.000.000.000.000' })).toEqual({ invalid: '«Numero (Y)» è troppo grande: al massimo mille miliardi' });
    expect(toPercentageRequest({ mode: 'ratio', a: '5', b: '0' })).toEqual({ invalid: '«Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo' });
    expect(toPercentageRequest({ mode: 'change', a: '0', b: '5' })).toEqual({ invalid: '«Valore iniziale (A)» non può essere zero: la variazione si misura rispetto al valore di partenza' });
    expect(toPercentageRequest({ mode: 'discount', a: '-1', b: '5' })).toEqual({ invalid: '«Prezzo (€)» non può essere negativo' });
    expect(toPercentageRequest({ mode: 'discount', a: '80', b: '150' })).toEqual({ invalid: '«Sconto (%)» deve essere tra 0 e 100' });
  });
});

describe('withExamples', () => {
  it('fills each field the visitor has not typed in with the example of the mode', () => {
    expect(withExamples({ mode: 'discount', a: '', b: '' }, new Set())).toEqual({ mode: 'discount', a: '80', b: '25' });
    expect(withExamples({ mode: 'discount', a: '150', b: '' }, new Set(['a']))).toEqual({ mode: 'discount', a: '150', b: '25' });
    for (const mode of ['of', 'ratio', 'change', 'discount'] as const) {
      expect(toPercentageRequest(withExamples({ mode, a: '', b: '' }, new Set()))).toHaveProperty('request');
    }
  });
});

describe('formatPercentageResult', () => {
  it('shows a quotient with six significant digits, a product in full and money to the cent, as the formula does', () => {
    expect(formatPercentageResult('of', 0.0216666667)).toBe('0,0216666667');
    expect(formatPercentageResult('change', 14.6666666667)).toBe('+14,6667%');
    expect(formatPercentageResult('ratio', 33.3333333333)).toBe('33,3333%');
    expect(formatPercentageResult('of', 33)).toBe('33');
    expect(formatPercentageResult('discount', 16.99)).toBe('16,99 €');
  });
});

describe('PERCENTAGE_URL', () => {
  it('reads the Italian parameters and ignores a bad one', () => {
    const { value, restoredKeys } = readUrlState(new URLSearchParams('modo=sconto&a=80&b=abc'), PERCENTAGE_URL, DEFAULT_PERCENTAGE_FORM);
    expect(value).toEqual({ mode: 'discount', a: '80', b: '' });
    expect([...restoredKeys]).toEqual(['mode', 'a']);
  });
});
