import fc from 'fast-check';
import { FLAT_TAX_FUNDS } from '@orbita/proto-types';
import { FLAT_TAX_COEFFICIENTS } from '../rules/flat-tax.js';
import { calculateFlatTax, groupOfAteco } from './flat-tax.js';

const IN_2026 = new Date('2026-06-01T12:00:00Z');
const groups = FLAT_TAX_COEFFICIENTS.values[0]!.value;

describe('calculateFlatTax: the contributions INPS publishes', () => {
  // INPS, circ. 38/2025: on the minimale of 18.555 € artigiani pay 4.460,64 € (4.453,20 IVS + 7,44 maternità),
  // commercianti 4.549,70 € (4.542,26 + 7,44).
  it.each([
    ['artigiani', 4460.64],
    ['commercianti', 4549.7],
  ] as const)('2025, %s under the minimale pay the minimum, %d €', (fund, minimum) => {
    const answer = calculateFlatTax({ revenue: 10_000, activity: 'commercio', fund, year: 2025 }, IN_2026);
    expect(answer.income).toBe(4000);
    expect(answer.contributions).toBe(minimum);
    expect(answer.contributionDetail).toMatchObject({ base: 18_555, fixed: minimum, onIncome: 0 });
    // The contributions exceed the income: no tax, never a negative one.
    expect(answer).toMatchObject({ taxableIncome: 0, tax: 0 });
  });

  // INPS, circ. 14/2026 (as reported): minimale 18.808 €, 4.521,36 € artigiani (4.513,92 + 7,44), 4.611,64 € commercianti.
  it.each([
    ['artigiani', 4521.36],
    ['commercianti', 4611.64],
  ] as const)('2026, %s pay at least %d €', (fund, minimum) => {
    expect(calculateFlatTax({ revenue: 0, coefficient: 40, fund, year: 2026 }, IN_2026).contributions).toBe(minimum);
  });

  // Gestione separata 2025 (circ. 27/2025 as reported by pmi.it): 26,07% of the minimale 18.555 € is 4.837,29 €.
  it('gestione separata: 26,07% of the income, 4.837,29 € on 18.555 €', () => {
    const answer = calculateFlatTax({ revenue: 18_555, coefficient: 78, fund: 'gestione-separata', year: 2025 }, IN_2026);
    expect(answer.income).toBe(14_472.9);
    expect(calculateFlatTax({ revenue: 23_788.46, coefficient: 78, fund: 'gestione-separata', year: 2025 }, IN_2026).income).toBe(18_555);
    expect(calculateFlatTax({ revenue: 23_788.46, coefficient: 78, fund: 'gestione-separata', year: 2025 }, IN_2026).contributions).toBe(4837.29);
  });
});

describe('calculateFlatTax: a professional with 50.000 € of fees', () => {
  // Reddito = ricavi × coefficiente: 50.000 × 78% = 39.000 € (calcolatoreforfettario.com, «Coefficienti di redditività»).
  const answer = calculateFlatTax({ revenue: 50_000, activity: 'professionali', fund: 'gestione-separata', year: 2026 }, IN_2026);

  it('income, contributions, tax on income less contributions, net', () => {
    expect(answer).toMatchObject({ coefficient: 78, income: 39_000, contributions: 10_167.3, taxableIncome: 28_832.7, taxRate: 15, tax: 4324.91 });
    expect(answer.net).toBe(35_507.79);
  });

  it('compares with IRPEF 23/33/43 in 2026 and 23/35/43 in 2025 on the same income less contributions', () => {
    // 28.832,70 €: 28.000 × 23% = 6.440 €, 832,70 × 33% = 274,79 € (35% in 2025: 291,45 €).
    expect(answer.comparison.ordinary).toMatchObject({ contributions: 10_167.3, taxableIncome: 28_832.7, tax: 6714.79 });
    expect(answer.comparison.costs).toBe(11_000);
    expect(answer.comparison.saving).toBe(2389.88);
    const in2025 = calculateFlatTax({ revenue: 50_000, activity: 'professionali', fund: 'gestione-separata', year: 2025 }, IN_2026);
    expect(in2025.comparison.ordinary.tax).toBe(6731.45);
  });

  it('5% in the first five years', () => {
    expect(calculateFlatTax({ revenue: 50_000, activity: 'professionali', fund: 'gestione-separata', startup: true, year: 2026 }, IN_2026)).toMatchObject({ taxRate: 5, tax: 1441.64 });
  });

  it('answers every rule with its source, the 2026 INPS values marked unconfirmed', () => {
    expect(answer.rules.every((rule) => rule.source.title && rule.source.url.startsWith('https://'))).toBe(true);
    expect(answer.rules.find((rule) => rule.name.startsWith('Gestione separata'))).toMatchObject({ confirmed: false, value: '26,07% fino al massimale di 122.295,00 € (minimale 18.808,00 €)' });
    expect(answer.notes.join(' ')).toContain('Alcuni valori del 2026 non sono ancora confermati');
  });
});

describe('calculateFlatTax: artigiani and commercianti above the minimale', () => {
  it('the percentage above the minimale, one point more above the threshold, the 35% reduction', () => {
    // 2025 commercianti, income 60.000 €: 4.549,70 + 24,48% × (55.448 − 18.555) + 25,48% × (60.000 − 55.448).
    const full = calculateFlatTax({ revenue: 150_000, coefficient: 40, fund: 'commercianti', year: 2025 }, IN_2026);
    expect(full.income).toBe(60_000);
    expect(full.contributionDetail).toMatchObject({ fixed: 4549.7, onIncome: 10_191.26 });
    const reduced = calculateFlatTax({ revenue: 150_000, coefficient: 40, fund: 'commercianti', reduction: true, year: 2025 }, IN_2026);
    // 65% of 4.542,26 = 2.952,47, plus maternity 7,44 in full.
    expect(reduced.contributionDetail).toMatchObject({ fixed: 2959.91, onIncome: 6624.32, reduced: true });
    expect(reduced.comparison.ordinary.contributions).toBe(full.contributions);
    expect(reduced.notes.join(' ')).toContain("applicata all'intera aliquota del 24,48%");
  });

  it('stops at the massimale, lower for those insured before 1996', () => {
    const from1996 = calculateFlatTax({ revenue: 1_000_000, coefficient: 86, fund: 'artigiani', year: 2025 }, IN_2026);
    expect(from1996.contributionDetail.base).toBe(120_607);
    const before = calculateFlatTax({ revenue: 1_000_000, coefficient: 86, fund: 'artigiani', insuredBefore1996: true, year: 2025 }, IN_2026);
    expect(before.contributionDetail.base).toBe(92_413);
  });
});

describe('calculateFlatTax: warnings and refusals', () => {
  const base = { coefficient: 78, fund: 'gestione-separata', year: 2026 } as const;

  it('85.000 € and 100.000 € of revenue, 35.000 € of employee income', () => {
    expect(calculateFlatTax({ ...base, revenue: 85_000 }, IN_2026).warnings).toEqual([]);
    expect(calculateFlatTax({ ...base, revenue: 85_000.01 }, IN_2026).warnings[0]).toContain("non si può applicare dall'anno successivo");
    expect(calculateFlatTax({ ...base, revenue: 100_000.01 }, IN_2026).warnings[0]).toContain('cessa subito');
    expect(calculateFlatTax({ ...base, revenue: 30_000, employeeIncome: 35_000 }, IN_2026).warnings).toEqual([]);
    expect(calculateFlatTax({ ...base, revenue: 30_000, employeeIncome: 35_000.01 }, IN_2026).warnings[0]).toContain('oltre 35.000,00 €');
  });

  it.each([
    [{ revenue: 1000, fund: 'artigiani' }, 'Indica il campo «Attività», il «Codice ATECO» o il «Coefficiente di redditività (%)»'],
    [{ revenue: 1000, fund: 'artigiani', activity: 'altre', coefficient: 67 }, 'Indica uno solo tra'],
    [{ revenue: 1000, fund: 'artigiani', coefficient: 50 }, 'può essere solo 40, 54, 62, 67, 78 o 86'],
    [{ revenue: 1000, fund: 'gestione-separata', coefficient: 78, reduction: true }, 'spetta solo ad artigiani e commercianti'],
    [{ revenue: 10.001, fund: 'artigiani', coefficient: 67 }, 'Il campo «Ricavi o compensi incassati» può avere al massimo due decimali'],
    [{ revenue: 1000, fund: 'artigiani', ateco: '47' }, 'non basta a scegliere il gruppo'],
    [{ revenue: 1000, fund: 'artigiani', ateco: '44.00' }, 'non è nella tabella'],
    [{ revenue: 1000, fund: 'artigiani', ateco: 'abc' }, 'deve essere un codice come 62.01'],
  ] as const)('refuses %j', (request, message) => {
    expect(() => calculateFlatTax({ ...request, year: 2026 } as never, IN_2026)).toThrow(message);
  });

  it('refuses a year whose rules are not verified', () => {
    expect(() => calculateFlatTax({ ...base, revenue: 1000, year: undefined }, new Date('2027-02-01T12:00:00Z'))).toThrow('Le regole del 2027 non sono ancora verificate');
  });
});

describe('groupOfAteco', () => {
  it.each([
    ['62.01.00', 'altre', 67],
    ['69.20.11', 'professionali', 78],
    ['47.81', 'ambulanti-alimentari', 40],
    ['47.89.09', 'ambulanti-altri', 54],
    ['46.19', 'intermediari', 62],
    ['46.90', 'commercio', 40],
    ['68.20.01', 'costruzioni', 86],
    ['56.10.11', 'alloggio-ristorazione', 40],
    ['10.71.10', 'alimentari', 40],
  ])('%s is in the group %s (%d%%)', (code, id, coefficient) => {
    expect(groupOfAteco(code, groups)).toMatchObject({ id, coefficient });
  });
});

describe('flat tax properties', () => {
  const revenue = fc.integer({ min: 0, max: 50_000_000 }).map((cents) => cents / 100);
  const coefficient = fc.constantFrom(40, 54, 62, 67, 78, 86);
  const fund = fc.constantFrom(...FLAT_TAX_FUNDS);
  const request = fc.record({ revenue, coefficient, fund, startup: fc.boolean(), year: fc.constantFrom(2025, 2026) }).chain((fields) =>
    fc.boolean().map((reduction) => ({ ...fields, reduction: fields.fund !== 'gestione-separata' && reduction })),
  );

  it('the tax is never negative and the parts add up to the revenue', () => {
    fc.assert(
      fc.property(request, (fields) => {
        const answer = calculateFlatTax(fields, IN_2026);
        return answer.tax >= 0 && answer.comparison.ordinary.tax >= 0 && Math.round((answer.net + answer.contributions + answer.tax) * 100) === Math.round(answer.revenue * 100);
      }),
    );
  });

  it('more revenue never gives less tax', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 1, max: 1_000_000 }), (fields, more) => {
        const tax = calculateFlatTax(fields, IN_2026).tax;
        return calculateFlatTax({ ...fields, revenue: (Math.round(fields.revenue * 100) + more) / 100 }, IN_2026).tax >= tax;
      }),
    );
  });

  it('artigiani and commercianti pay at least the contribution on the minimale', () => {
    fc.assert(
      fc.property(request, (fields) => {
        fc.pre(fields.fund !== 'gestione-separata');
        const answer = calculateFlatTax(fields, IN_2026);
        const atZero = calculateFlatTax({ ...fields, revenue: 0 }, IN_2026).contributions;
        return answer.contributions >= atZero && answer.contributionDetail.fixed === atZero;
      }),
    );
  });
});
