import { DEFAULT_NUMBER_FORM, groupDecimal, QUICK_EXAMPLES, toNumberRequest } from './number-converter.service';

describe('number converter', () => {
  it('defaults to 255 from base 10 to base 16', () => {
    expect(DEFAULT_NUMBER_FORM).toEqual({ number: '255', fromBase: 10, toBase: 16 });
  });

  it('trims the number and asks for one when empty', () => {
    expect(toNumberRequest(' ff ', 16, 2)).toEqual({ request: { number: 'ff', fromBase: 16, toBase: 2 } });
    expect(toNumberRequest('   ', 10, 2)).toEqual({ invalid: 'Inserisci un numero da convertire' });
  });

  it('leaves digit checks to the service', () => {
    expect(toNumberRequest('129', 2, 10)).toEqual({ request: { number: '129', fromBase: 2, toBase: 10 } });
  });

  it('groups decimal digits the Italian way, beyond 2^53 too', () => {
    expect(groupDecimal('1234567')).toBe('1.234.567');
    expect(groupDecimal('18446744073709551615')).toBe('18.446.744.073.709.551.615');
    expect(groupDecimal('-255')).toBe('-255');
  });

  it('has the eight quick examples of the spec', () => {
    expect(QUICK_EXAMPLES.map((example) => `${example.number}/${example.base}`)).toEqual([
      '255/10', 'FF/16', '11111111/2', '377/8', '1000/10', '3E8/16', '1010/2', '12/8',
    ]);
  });
});
