import { BASE_OPTIONS, baseLabel, DEFAULT_NUMBER_FORM, groupBits, groupDecimal, QUICK_EXAMPLES, convertForm, swapForm } from './number-converter.service';

describe('number converter', () => {
  it('defaults to 255 from base 10 to base 16', () => {
    expect(DEFAULT_NUMBER_FORM).toEqual({ number: '255', fromBase: 10, toBase: 16 });
  });

  it('trims the number and asks for one when empty', () => {
    expect(convertForm({ number: ' ff ', fromBase: 16, toBase: 2 })).toMatchObject({ conversion: { converted: { number: '11111111' } } });
    expect(convertForm({ number: '   ', fromBase: 10, toBase: 2 })).toEqual({ error: 'Inserisci un numero da convertire' });
  });

  it('names a digit outside the base as the field is labelled', () => {
    expect(convertForm({ number: '129', fromBase: 2, toBase: 10 })).toEqual({
      error: 'Il numero contiene «2», che non è una cifra valida in base 2 (Binario): usa solo le cifre 0 e 1',
    });
  });

  it('swaps the bases with the converted number, so swapping twice gives back the same conversion', () => {
    const swapped = swapForm({ number: '3E8', fromBase: 16, toBase: 2 });
    expect(swapped).toEqual({ number: '1111101000', fromBase: 2, toBase: 16 });
    expect(swapForm(swapped)).toEqual({ number: '3E8', fromBase: 16, toBase: 2 });
    expect(swapForm({ number: 'G', fromBase: 10, toBase: 2 })).toEqual({ number: 'G', fromBase: 2, toBase: 10 });
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

  it('offers the four named bases first, then every other base from 3 to 36', () => {
    expect(BASE_OPTIONS.slice(0, 4)).toEqual([2, 8, 10, 16]);
    expect([...BASE_OPTIONS].sort((a, b) => a - b)).toEqual(Array.from({ length: 35 }, (_, i) => i + 2));
    expect(baseLabel(16)).toBe('Esadecimale (16)');
    expect(baseLabel(36)).toBe('Base 36');
  });

  it('groups bits by four from the right', () => {
    expect(groupBits('11111011')).toBe('1111 1011');
    expect(groupBits('0000000011111111')).toBe('0000 0000 1111 1111');
    expect(groupBits('101')).toBe('101');
    expect(groupBits('11010')).toBe('1 1010');
  });
});
