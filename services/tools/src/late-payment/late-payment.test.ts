import fc from 'fast-check';
import { isoDay, parseIsoDay } from '../workdays/italian-holidays.js';
import { calculateLatePayment } from './late-payment.js';

const rate = (dueDate: string, paymentDate: string) => calculateLatePayment({ tax: 1000, dueDate, paymentDate }).penaltyRate;

describe('calculateLatePayment', () => {
  it('a violation from 1 September 2024: 25% halved within 90 days, 1/15 a day within 14, then 1/10 (d.lgs. 87/2024)', () => {
    // IRPEF of 1,000 € due 16/06/2025, paid 10 days late: 25% / 2 × 10/15 = 8.3333% by law, × 1/10 by ravvedimento
    // = 0.8333% → 8.33 €. Interest: 1,000 × 2% × 10 / 365 = 0.5479… → 0.55 €.
    const answer = calculateLatePayment({ tax: 1000, dueDate: '2025-06-16', paymentDate: '2025-06-26', kind: 'irpef' });
    expect(answer).toMatchObject({ days: 10, regime: 'from-2024-09-01', basePenaltyRate: 8.3333, penaltyRate: 0.8333, penalty: 8.33, interest: 0.55, total: 1008.88 });
    expect(answer.f24).toEqual({ kind: 'IRPEF', taxCodes: '4001, 4033, 4034', penalty: '8901', interest: '1989' });
    expect(answer.penaltyRateExplained).toContain('ridotta a 10/15');
  });

  it('the steps after 1 September 2024: 1.25%, 1.3889%, 3.125%, 3.5714% (studiopappalardo.com: 12.5% within 90 days)', () => {
    // Published table for 2025 (https://www.commercialistaefisco.it/2025/06/05/ravvedimento-operoso-2025-calcolo-sanzioni-e-interessi-e-novita):
    // 0,0833% a day up to 1,166%, then 1,25%, 1,39%, 3,125% within a year, 3,57% beyond; the same rates, unrounded.
    expect(rate('2024-09-16', '2024-09-17')).toBe(0.0833); // 1 day: 12.5% × 1/15 × 1/10
    expect(rate('2024-09-16', '2024-09-30')).toBe(1.1667); // 14 days: 12.5% × 14/15 × 1/10
    expect(rate('2024-09-16', '2024-10-06')).toBe(1.25); // 20 days: 12.5% × 1/10
    expect(rate('2024-09-16', '2024-11-15')).toBe(1.3889); // 60 days: 12.5% × 1/9
    expect(rate('2024-09-16', '2025-04-04')).toBe(3.125); // 200 days: 25% × 1/8
    expect(rate('2024-09-16', '2025-09-16')).toBe(3.125); // the anniversary is still within the year
    expect(rate('2024-09-16', '2025-09-17')).toBe(3.5714); // beyond a year: 25% × 1/7
    // The single 1/7 beyond the year (art. 3 d.lgs. 87/2024) is confirmed by three pages that agree, cited in the answer.
    expect(calculateLatePayment({ tax: 1000, dueDate: '2024-09-16', paymentDate: '2025-09-17' }).rules[1]).toMatchObject({
      value: 'oltre un anno: 1/7 del minimo',
      confirmed: true,
      source: { url: expect.stringContaining('tiburzibardelli') },
    });
  });

  it('before 1 September 2024: 0.1% a day, 1.5%, 1.67%, 3.75%, 4.29%, 5% (Comune di Treviso and Il Sole 24 Ore tables)', () => {
    // Also published by municipalities: https://www.servizipubblicaamministrazione.it/SERVIZI/PORTALECONTRIBUENTE/HomePNRR.aspx?CODCAT=H821&ID=5419
    // (0,10% a day, 1,50%, 1,67%, 3,75% within a year, 4,29% within two, 5% beyond) and
    // https://www.comune.tezze.vi.it/home/Aree-tematiche/Imposte/Ravvedimento-operoso.html. Those tables round 15% × 1/9
    // to 1,67%; the law's fraction is kept exact here (1,6667%), so 200 € give 3,33 €, not 3,34 €.
    expect(rate('2023-06-16', '2023-06-20')).toBe(0.4); // 4 days × 0.1%
    expect(rate('2023-06-16', '2023-07-06')).toBe(1.5);
    expect(rate('2023-06-16', '2023-08-15')).toBe(1.6667);
    expect(calculateLatePayment({ tax: 200, dueDate: '2023-06-16', paymentDate: '2023-08-15' }).penalty).toBe(3.33);
    expect(rate('2023-06-16', '2024-01-02')).toBe(3.75);
    expect(rate('2023-06-16', '2025-01-02')).toBe(4.2857);
    expect(rate('2023-06-16', '2025-07-01')).toBe(5);
    // Still the old rules for a due date of 31 August 2024, whenever it is paid.
    expect(calculateLatePayment({ tax: 1000, dueDate: '2024-08-31', paymentDate: '2024-09-10' }).regime).toBe('before-2024-09-01');
  });

  it('interest at each year\'s legal rate, split on 1 January', () => {
    // 36,500 € due 16/12/2024, paid 16/01/2025: 15 days at 2.5% (37.50 €) and 16 at 2% (32 €).
    const answer = calculateLatePayment({ tax: 36_500, dueDate: '2024-12-16', paymentDate: '2025-01-16' });
    expect(answer.interestPeriods.map((period) => [period.days, period.rate, period.interest])).toEqual([
      [15, 2.5, 37.5],
      [16, 2, 32],
    ]);
    expect(answer.interest).toBe(69.5);
    expect(answer.penalty).toBe(506.94); // 31 days: 36,500 × 12.5% × 1/9 = 506.944…
  });

  it('matches Il Sole 24 Ore\'s IMU example: 400 € of acconto paid 5 days late, a penalty of 2 €', () => {
    // https://www.ilsole24ore.com/art/imu-ecco-come-sanare-pagamento-tardivo-dell-acconto-2022-AEtCOrgB: due 16 June
    // 2022, 0,1% a day (30% / 2 × 1/15 × 1/10) for 5 days on 400 € = 2 €. Interest: 400 × 1,25% × 5 / 365 = 0,068… → 0,07.
    const answer = calculateLatePayment({ tax: 400, dueDate: '2022-06-16', paymentDate: '2022-06-21', kind: 'imu' });
    expect(answer).toMatchObject({ days: 5, penaltyRate: 0.5, penalty: 2, interest: 0.07, total: 402.07 });
  });

  it('counts interest from the day after the due date to the payment day, over 365 days even in a leap year', () => {
    // Interest runs «per i giorni successivi alla scadenza e fino al giorno di pagamento compreso»
    // (https://www.loscalzo.it/aumento-degli-interessi-legali-al-25-ravvedimento-diventa-piu-salato-dal-2012/), and the
    // Agenzia's ris. 296/E of 14 July 2008 keeps 365 as the divisor in a leap year
    // (https://studiolegalemichieli.com/le-utilità-sostanziali/tasso-di-interesse-legale): 29 February and 1 March 2024
    // at 2,5% on 36.500 € = 36.500 × 2,5% × 2 / 365 = 5 €.
    const answer = calculateLatePayment({ tax: 36_500, dueDate: '2024-02-28', paymentDate: '2024-03-01' });
    expect(answer.interestPeriods).toEqual([{ from: '2024-02-29', to: '2024-03-01', days: 2, rate: 2.5, capital: 36_500, interest: 5 }]);
  });

  it('gives the F24 codes in force on the day of payment (ris. 12/E and 18/E of 2023)', () => {
    const f24 = (kind: 'cedolare-secca' | 'ritenute' | 'addizionale-comunale' | 'irpef', paymentDate: string) =>
      calculateLatePayment({ tax: 100, dueDate: '2023-03-16', paymentDate, kind });
    // Cedolare secca: 8913 / 1992 until 1 May 2023, then 8940 / 1940 (ris. 12/E of 1 March 2023).
    expect(f24('cedolare-secca', '2023-05-01').f24).toMatchObject({ penalty: '8913', interest: '1992' });
    expect(f24('cedolare-secca', '2023-05-02').f24).toMatchObject({ penalty: '8940', interest: '1940' });
    // Withholdings: 8906 until 2 July 2023, then 8947 (employees) or 8948 (self-employed), interest with the tax.
    expect(f24('ritenute', '2023-07-02').f24).toMatchObject({ penalty: '8906', interest: null });
    expect(f24('ritenute', '2023-07-03').f24?.penalty).toBe('8947 (ritenute 1001, lavoro dipendente) o 8948 (ritenute 1040, lavoro autonomo)');
    // The comunale's penalty code is 8926 since 2008 (no more 8903), in its own section with the comune's code.
    const comunale = f24('addizionale-comunale', '2025-01-10');
    expect(comunale.f24).toMatchObject({ penalty: '8926', interest: '1998' });
    expect(comunale.rules.at(-1)).toMatchObject({ name: 'Codici tributo F24 del ravvedimento: Addizionale comunale IRPEF', confirmed: true });
    expect(f24('irpef', '2025-01-10').rules.at(-1)).toMatchObject({ confirmed: true, source: { url: expect.stringContaining('apindustria') } });
  });

  it('says IMU penalty and interest go with the tax, and refuses what it cannot compute', () => {
    expect(calculateLatePayment({ tax: 500, dueDate: '2025-06-16', paymentDate: '2025-07-16', kind: 'imu' }).f24).toMatchObject({ penalty: null, interest: null });
    expect(() => calculateLatePayment({ tax: 5, dueDate: '2025-06-16', paymentDate: '2025-06-16' })).toThrow('La data di pagamento deve essere successiva alla scadenza');
    expect(() => calculateLatePayment({ tax: 5, dueDate: '2015-06-16', paymentDate: '2016-06-16' })).toThrow('Il campo «Scadenza del versamento» non può essere prima del 01/01/2016');
    expect(() => calculateLatePayment({ tax: 5, dueDate: '2026-06-16', paymentDate: '2027-01-16' })).toThrow('Il tasso legale dopo il 31/12/2026');
  });

  it('never asks less for paying later', () => {
    const start = parseIsoDay('2016-01-01')!;
    const end = parseIsoDay('2026-12-31')!;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: start, max: end - 2 }), fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 1500 }), (cents, due, a, b) => {
        const [early, late] = [Math.min(due + a, end), Math.min(due + a + b, end)];
        const at = (paid: number) => calculateLatePayment({ tax: cents / 100, dueDate: isoDay(due), paymentDate: isoDay(paid) });
        const [first, second] = [at(early), at(late)];
        expect(second.penalty).toBeGreaterThanOrEqual(first.penalty);
        expect(second.penaltyRate).toBeGreaterThanOrEqual(first.penaltyRate);
        expect(second.total).toBeGreaterThanOrEqual(first.total);
      }),
      { numRuns: 300 },
    );
  });
});
