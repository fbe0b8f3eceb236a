import { calculateVat } from './vat.js';

describe('calculateVat', () => {
  it('adds VAT at each Italian rate, to the cent', () => {
    expect(calculateVat({ amount: 100, rate: 22, mode: 'add' })).toEqual({ net: 100, vat: 22, gross: 122, rate: 22 });
    expect(calculateVat({ amount: 1000, rate: 10, mode: 'add' })).toEqual({ net: 1000, vat: 100, gross: 1100, rate: 10 });
    expect(calculateVat({ amount: 49.99, rate: 5, mode: 'add' })).toEqual({ net: 49.99, vat: 2.5, gross: 52.49, rate: 5 });
    expect(calculateVat({ amount: 12.34, rate: 4, mode: 'add' })).toEqual({ net: 12.34, vat: 0.49, gross: 12.83, rate: 4 });
  });

  it('rounds a half cent up, as an invoice does', () => {
    // 0.25 × 22 % = 0.055 → 0.06; 10.25 × 22 % = 2.255 → 2.26 (a double would give 2.2549999…).
    expect(calculateVat({ amount: 0.25, rate: 22, mode: 'add' })).toMatchObject({ vat: 0.06, gross: 0.31 });
    expect(calculateVat({ amount: 10.25, rate: 22, mode: 'add' })).toMatchObject({ vat: 2.26, gross: 12.51 });
  });

  it('takes VAT out of a gross amount (scorporo) so that net + VAT is the gross', () => {
    expect(calculateVat({ amount: 122, rate: 22, mode: 'remove' })).toEqual({ net: 100, vat: 22, gross: 122, rate: 22 });
    // 100 / 1.22 = 81.967… → 81.97 net, 18.03 VAT.
    expect(calculateVat({ amount: 100, rate: 22, mode: 'remove' })).toEqual({ net: 81.97, vat: 18.03, gross: 100, rate: 22 });
    expect(calculateVat({ amount: 10, rate: 10, mode: 'remove' })).toEqual({ net: 9.09, vat: 0.91, gross: 10, rate: 10 });
    expect(calculateVat({ amount: 1_000_000_000, rate: 4, mode: 'remove' })).toEqual({ net: 961_538_461.54, vat: 38_461_538.46, gross: 1e9, rate: 4 });
  });

  it('takes a custom rate with decimals, and zero', () => {
    expect(calculateVat({ amount: 200, rate: 8.5, mode: 'add' })).toEqual({ net: 200, vat: 17, gross: 217, rate: 8.5 });
    expect(calculateVat({ amount: 59.9, rate: 0, mode: 'remove' })).toEqual({ net: 59.9, vat: 0, gross: 59.9, rate: 0 });
  });

  it('refuses fractions of a cent and of a hundredth of a point', () => {
    expect(() => calculateVat({ amount: 10.005, rate: 22, mode: 'add' })).toThrow('Il campo «Importo (€)» può avere al massimo due decimali (i centesimi)');
    expect(() => calculateVat({ amount: 10, rate: 22.125, mode: 'add' })).toThrow('Il campo «Aliquota IVA (%)» può avere al massimo due decimali');
  });
});
