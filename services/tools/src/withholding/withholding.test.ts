import fc from 'fast-check';
import { calculateWithholding, grossForNet, withholdingCents } from './withholding.js';

const IN_2026 = new Date('2026-06-01T12:00:00Z');

describe('calculateWithholding', () => {
  // «Il compenso netto è pari all'80% di quello lordo, visto che le prestazioni occasionali sono sottoposte a una
  // ritenuta d'acconto» del 20% (art. 25 DPR 600/1973): prestazioneoccasionale.com, «Marca da bollo su ricevuta».
  it('1.000 € gross: 200 € withheld, 800 € paid, a 2 € stamp', () => {
    expect(calculateWithholding({ amount: 1000, mode: 'gross' }, IN_2026)).toMatchObject({
      year: 2026,
      gross: 1000,
      withholding: 200,
      withholdingRate: 20,
      net: 800,
      stampDuty: { due: true, amount: 2 },
    });
  });

  it('800 € net asks for a 1.000 € receipt', () => {
    expect(calculateWithholding({ amount: 800, mode: 'net', year: 2025 }, IN_2026)).toMatchObject({ year: 2025, gross: 1000, withholding: 200, net: 800 });
  });

  it('77,47 € has no stamp, 77,48 € has one (tariffa, art. 13: «superiore a euro 77,47»)', () => {
    expect(calculateWithholding({ amount: 77.47, mode: 'gross' }, IN_2026).stampDuty).toMatchObject({ due: false, amount: 0 });
    expect(calculateWithholding({ amount: 77.48, mode: 'gross' }, IN_2026).stampDuty).toMatchObject({ due: true, amount: 2 });
  });

  it('rounds the withholding to the cent, halves up, and the parts add up', () => {
    expect(calculateWithholding({ amount: 100.03, mode: 'gross' }, IN_2026)).toMatchObject({ gross: 100.03, withholding: 20.01, net: 80.02 });
    expect(calculateWithholding({ amount: 0.01, mode: 'net' }, IN_2026)).toMatchObject({ gross: 0.01, withholding: 0, net: 0.01 });
  });

  it('says when the year passes 5.000 € of occasional earnings (art. 44 DL 269/2003)', () => {
    const under = calculateWithholding({ amount: 1000, mode: 'gross', earlierThisYear: 4000 }, IN_2026);
    expect(under.yearTotal).toBe(5000);
    expect(under.notes.join(' ')).not.toContain('Gestione separata');
    const over = calculateWithholding({ amount: 1000, mode: 'gross', earlierThisYear: 4000.01 }, IN_2026);
    expect(over.notes.join(' ')).toContain('Gestione separata INPS');
  });

  it('answers its three rules with sources and refuses years and cents it cannot answer', () => {
    const { rules } = calculateWithholding({ amount: 1000, mode: 'gross' }, IN_2026);
    expect(rules.map((rule) => rule.value)).toEqual(['20% del compenso lordo', '2,00 € sopra 77,47 €', "5.000,00 € l'anno"]);
    expect(() => calculateWithholding({ amount: 1000, mode: 'gross' }, new Date('2027-01-02T12:00:00Z'))).toThrow('Le regole del 2027 non sono ancora verificate');
    expect(() => calculateWithholding({ amount: 10.001, mode: 'gross' }, IN_2026)).toThrow('Il campo «Importo» può avere al massimo due decimali');
  });
});

describe('withholding properties', () => {
  const cents = fc.integer({ min: 1, max: 100_000_000_000 });

  it('the way back from net to gross returns the net to the cent, with the smallest gross that does', () => {
    fc.assert(
      fc.property(cents, (net) => {
        const gross = grossForNet(net, 20);
        return gross - withholdingCents(gross, 20) === net && gross - 1 - withholdingCents(gross - 1, 20) < net;
      }),
    );
  });

  it('more gross never gives less net, and the parts add up', () => {
    fc.assert(
      fc.property(cents, (gross) => {
        const net = gross - withholdingCents(gross, 20);
        const next = gross + 1 - withholdingCents(gross + 1, 20);
        return next >= net && next - net <= 1;
      }),
    );
  });
});
