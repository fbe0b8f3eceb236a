import { readUrlState } from '../../lib/url-state/use-url-state';
import { coherentUnits, DEFAULT_UNIT_FORM, INVALID_VALUE, toUnitRequest, UNIT_URL, unitLabel } from './unit-converter.service';

describe('toUnitRequest', () => {
  it('reads a value typed the Italian way', () => {
    expect(toUnitRequest({ quantity: 'temperature', value: '36,6', from: 'C', to: 'F' })).toEqual({
      request: { quantity: 'temperature', value: 36.6, from: 'C', to: 'F' },
    });
  });

  it.each(['', 'abc', '1e20'])('stops %j', (value) => {
    expect(toUnitRequest({ ...DEFAULT_UNIT_FORM, value })).toEqual({ invalid: INVALID_VALUE });
  });
});

describe('coherentUnits', () => {
  it('puts the first units of a quantity in place of units of another one', () => {
    expect(coherentUnits({ quantity: 'mass', value: '1', from: 'km', to: 'mi' })).toEqual({ quantity: 'mass', value: '1', from: 'kg', to: 'g' });
    expect(coherentUnits({ quantity: 'mass', value: '1', from: 'lb', to: 'mi' })).toEqual({ quantity: 'mass', value: '1', from: 'lb', to: 'kg' });
  });
});

describe('UNIT_URL', () => {
  it('reads grandezza, valore, da and a, ignoring a bad value', () => {
    expect(readUrlState(new URLSearchParams('grandezza=temperatura&valore=100&da=C&a=F'), UNIT_URL, DEFAULT_UNIT_FORM).value).toEqual({
      quantity: 'temperature',
      value: '100',
      from: 'C',
      to: 'F',
    });
    expect(readUrlState(new URLSearchParams('grandezza=energia&valore=x&da=yd'), UNIT_URL, DEFAULT_UNIT_FORM).value).toEqual(DEFAULT_UNIT_FORM);
  });
});

describe('unitLabel', () => {
  it('names a unit in Italian with its symbol', () => {
    expect(unitLabel('length', 'km')).toBe('chilometri (km)');
    expect(unitLabel('temperature', 'F')).toBe('gradi Fahrenheit (°F)');
  });
});

// Issue 38: «metri quadrati (m2)» is how code spells it; print reads «m²».
describe('the square metre', () => {
  it('is labelled «m²»', () => {
    expect(unitLabel('area', 'm2')).toBe('metri quadrati (m²)');
  });
});
