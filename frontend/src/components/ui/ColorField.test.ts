import { pickerValue } from './ColorField';

describe('pickerValue', () => {
  it('feeds the picker a valid colour even while the text is being typed', () => {
    expect(pickerValue('3B82F6')).toBe('#3b82f6');
    expect(pickerValue(' #FFFFFF ')).toBe('#ffffff');
    expect(pickerValue('#3B8')).toBe('#000000');
  });
});
