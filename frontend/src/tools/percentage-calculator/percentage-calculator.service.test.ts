import { readUrlState } from '../../lib/url-state/use-url-state';
import { DEFAULT_PERCENTAGE_FORM, INVALID_NUMBERS, PERCENTAGE_URL, toPercentageRequest } from './percentage-calculator.service';

describe('toPercentageRequest', () => {
  it('reads numbers typed the Italian way', () => {
    expect(toPercentageRequest({ mode: 'discount', a: '19,99', b: '15' })).toEqual({ request: { mode: 'discount', a: 19.99, b: 15 } });
    expect(toPercentageRequest({ mode: 'change', a: '-50', b: '1250,5' })).toEqual({ request: { mode: 'change', a: -50, b: 1250.5 } });
  });

  it.each([
    ['', '1'],
    ['abc', '1'],
    ['1', '1e20'],
  ])('stops %j and %j with the message to show', (a, b) => {
    expect(toPercentageRequest({ mode: 'of', a, b })).toEqual({ invalid: INVALID_NUMBERS });
  });
});

describe('PERCENTAGE_URL', () => {
  it('reads the Italian parameters and ignores a bad one', () => {
    const { value, restoredKeys } = readUrlState(new URLSearchParams('modo=sconto&a=80&b=abc'), PERCENTAGE_URL, DEFAULT_PERCENTAGE_FORM);
    expect(value).toEqual({ mode: 'discount', a: '80', b: '150' });
    expect([...restoredKeys]).toEqual(['mode', 'a']);
  });
});
