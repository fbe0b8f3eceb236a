import { readUrlState } from '../../lib/url-state/use-url-state';
import { DEFAULT_VAT_FORM, INVALID_AMOUNT, INVALID_RATE, toVatRequest, VAT_URL } from './vat-calculator.service';

describe('toVatRequest', () => {
  it('reads an amount typed the Italian way', () => {
    expect(toVatRequest({ amount: '49,99', rate: '5', mode: 'add' })).toEqual({ request: { amount: 49.99, rate: 5, mode: 'add' } });
  });

  it.each([['1.220,00', 1220], ['1.234,56', 1234.56], ['1 234,56', 1234.56], ['€ 12', 12], ['12 €', 12]] as const)('reads the amount %j as %d', (amount, value) => {
    expect(toVatRequest({ amount, rate: '22%', mode: 'add' })).toEqual({ request: { amount: value, rate: 22, mode: 'add' } });
  });

  it.each(['', 'abc', '-1'])('stops the amount %j', (amount) => {
    expect(toVatRequest({ amount, rate: '22', mode: 'add' })).toEqual({ invalid: INVALID_AMOUNT });
  });

  it.each(['', '101', 'x'])('stops the rate %j', (rate) => {
    expect(toVatRequest({ amount: '10', rate, mode: 'remove' })).toEqual({ invalid: INVALID_RATE });
  });
});

describe('VAT_URL', () => {
  it('reads importo, aliquota and modo, ignoring a bad value', () => {
    expect(readUrlState(new URLSearchParams('importo=122&aliquota=10&modo=scorpora'), VAT_URL, DEFAULT_VAT_FORM).value).toEqual({
      amount: '122',
      rate: '10',
      mode: 'remove',
    });
    expect(readUrlState(new URLSearchParams('importo=-3&aliquota=200&modo=x'), VAT_URL, DEFAULT_VAT_FORM).value).toEqual(DEFAULT_VAT_FORM);
  });
});
