import { BLACK, contrastRatio, relativeLuminance, shownRatio, WHITE, wcagLevel } from './color-contrast';

const rgb = (hex: string) => ({ r: parseInt(hex.slice(1, 3), 16), g: parseInt(hex.slice(3, 5), 16), b: parseInt(hex.slice(5, 7), 16) });

describe('WCAG contrast', () => {
  it('gives the extremes of the definition: 21:1 black on white, 1:1 a colour on itself', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(rgb('#3B82F6'), rgb('#3B82F6'))).toBe(1);
  });

  it('matches well-known figures: #767676 on white is the lightest grey that passes AA (4.54:1)', () => {
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#595959'), WHITE)).toBeCloseTo(7.0, 1);
  });

  it('names the level normal text reaches', () => {
    expect(wcagLevel(21)).toBe('AAA');
    expect(wcagLevel(7)).toBe('AAA');
    expect(wcagLevel(4.54)).toBe('AA');
    expect(wcagLevel(4.48)).toBe('AA testo grande');
    expect(wcagLevel(2.9)).toBe('Insufficiente');
  });

  it('shows the ratio cut to a tenth, so the figure never crosses a threshold its badge did not', () => {
    expect(shownRatio(4.46)).toBe(4.4);
    expect(shownRatio(contrastRatio(rgb('#777777'), WHITE))).toBe(4.4);
    expect(shownRatio(2.99)).toBe(2.9);
    expect(shownRatio(6.96)).toBe(6.9);
    expect(shownRatio(21)).toBe(21);
    expect(shownRatio(4.5)).toBe(4.5);
    for (let grey = 0; grey < 256; grey++) {
      const ratio = contrastRatio({ r: grey, g: grey, b: grey }, WHITE);
      expect(wcagLevel(shownRatio(ratio))).toBe(wcagLevel(ratio));
    }
  });
});
