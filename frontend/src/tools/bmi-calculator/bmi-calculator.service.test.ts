import { BMI_ADVICE, calculateBmi, classifyBmi, healthyWeightRange } from './bmi-calculator.service';

describe('calculateBmi', () => {
  it('divides the weight by the square of the height in metres, to one decimal', () => {
    expect(calculateBmi('180', '75')).toEqual({
      result: { bmi: 23.1, bmiClass: 'Normopeso', advice: BMI_ADVICE.Normopeso, healthyWeight: { min: 59.8, max: 80.8 } },
    });
    expect(calculateBmi('165', '72,5')).toMatchObject({ result: { bmi: 26.6, bmiClass: 'Sovrappeso' } });
  });

  it('asks for both fields', () => {
    expect(calculateBmi('', '70')).toEqual({ error: 'Inserisci sia altezza che peso' });
    expect(calculateBmi('170', '  ')).toEqual({ error: 'Inserisci sia altezza che peso' });
  });

  it('refuses zero, negative or unreadable values', () => {
    expect(calculateBmi('0', '70')).toEqual({ error: 'Altezza e peso devono essere valori positivi' });
    expect(calculateBmi('170', '-3')).toEqual({ error: 'Altezza e peso devono essere valori positivi' });
    expect(calculateBmi('abc', '70')).toEqual({ error: 'Altezza e peso devono essere valori positivi' });
  });

  it('refuses a height over 300 cm and a weight over 500 kg', () => {
    expect(calculateBmi('301', '70')).toEqual({ error: "Altezza non valida. Inserisci l'altezza in centimetri" });
    expect(calculateBmi('300', '70')).toHaveProperty('result');
    expect(calculateBmi('170', '500.5')).toEqual({ error: 'Peso non valido' });
    expect(calculateBmi('170', '500')).toHaveProperty('result');
  });
});

describe('classifyBmi', () => {
  it('uses the bounds 18.5, 25 and 30, each bound starting the next class', () => {
    expect(classifyBmi(18.4)).toBe('Sottopeso');
    expect(classifyBmi(18.5)).toBe('Normopeso');
    expect(classifyBmi(24.9)).toBe('Normopeso');
    expect(classifyBmi(25)).toBe('Sovrappeso');
    expect(classifyBmi(29.9)).toBe('Sovrappeso');
    expect(classifyBmi(30)).toBe('Obeso');
  });
});

describe('healthyWeightRange', () => {
  it('gives the lightest and heaviest weights this calculator calls Normopeso at that height', () => {
    for (const height of [150, 165, 172.5, 180, 201]) {
      const { min, max } = healthyWeightRange(height);
      const classOf = (kg: number) => 'result' in calculateBmi(String(height), String(kg)) && (calculateBmi(String(height), String(kg)) as { result: { bmiClass: string } }).result.bmiClass;
      expect(classOf(min)).toBe('Normopeso');
      expect(classOf(max)).toBe('Normopeso');
      expect(classOf(Math.round((min - 0.1) * 10) / 10)).toBe('Sottopeso');
      expect(classOf(Math.round((max + 0.1) * 10) / 10)).toBe('Sovrappeso');
    }
  });

  it('matches the usual 18.5–25 band: about 59.8 to 80.8 kg at 180 cm', () => {
    expect(healthyWeightRange(180)).toEqual({ min: 59.8, max: 80.8 });
  });
});
