import fc from 'fast-check';
import { ALLOWANCE_BASE, ALLOWANCE_REVALUATIONS, ALLOWANCE_YEARS, type AllowanceYear } from './rules/single-allowance.js';
import { ALLOWANCE_MESSAGES, calculateSingleAllowance, calculateSingleAllowanceOrError, DISABILITIES, type AllowanceInput } from './single-allowance.js';

/** The decree's own amounts (2022), to run the examples INPS gave with them. */
const DECREE_2022: AllowanceYear = {
  ...ALLOWANCE_YEARS[0]!,
  year: 2022,
  revaluation: '—',
  ...ALLOWANCE_BASE,
  minor: { ...ALLOWANCE_BASE.minor },
  adult: { ...ALLOWANCE_BASE.adult },
  laterChild: { ...ALLOWANCE_BASE.laterChild },
  workingParents: { ...ALLOWANCE_BASE.workingParents },
  disability: { ...ALLOWANCE_BASE.disability },
  largeFamily: 100,
};

describe('calculateSingleAllowance', () => {
  it('gives one child of 5 with ISEE 15.000 € 201,00 € a month in 2025, and 57,50 € without an ISEE (the issue’s example)', () => {
    const child = { birthDate: '2020-03-01' };
    expect(calculateSingleAllowance({ year: 2025, isee: 15000, children: [child] })).toMatchObject({ total: 201, children: [{ age: 5, base: 201 }] });
    expect(calculateSingleAllowance({ year: 2025, children: [child] })).toMatchObject({ total: 57.5, isee: null });
  });

  // The examples of art. 4 with the decree's 2022 amounts, as given at
  // https://eurekaprevidenza.it/…/4569-criteri-per-la-determinazione-dell-assegno-unico-e-universale-per-i-figli-a-carico
  it('gives three minors, ISEE up to 15.000 €, both parents working, 700 €; without an ISEE 165 € (2022 example)', () => {
    const children = [{ birthDate: '2010-05-01' }, { birthDate: '2013-05-01' }, { birthDate: '2016-05-01' }];
    expect(calculateSingleAllowance({ year: 2022, month: 6, isee: 15000, children, bothParentsWorking: true }, [DECREE_2022]).total).toBe(700);
    expect(calculateSingleAllowance({ year: 2022, month: 6, children, bothParentsWorking: true }, [DECREE_2022]).total).toBe(165);
  });

  it('gives two minors and one of 19, ISEE 20.000 €, one minor severely disabled, 539 € (2022 example: 150, 73, 95, 71)', () => {
    const children = [{ birthDate: '2003-01-01' }, { birthDate: '2010-01-01', disability: 'severe' as const }, { birthDate: '2012-01-01' }];
    const result = calculateSingleAllowance({ year: 2022, month: 6, isee: 20000, children }, [DECREE_2022]);
    expect(result.children.map((child) => [child.base, child.disabilitySupplement, child.laterChild])).toEqual([
      [73, 0, 0],
      [150, 95, 0],
      [150, 0, 71],
    ]);
    expect(result.total).toBe(539);
  });

  it('holds every year to the chain INPS applies: the year before × the ISTAT variation, to ten cents (thresholds to the cent)', () => {
    const tenCents = (value: number) => Math.round(value * 10 + 1e-9) / 10;
    const cents = (value: number) => Math.round(value * 100 + 1e-9) / 100;
    for (const entry of ALLOWANCE_YEARS) {
      const factors = Object.entries(ALLOWANCE_REVALUATIONS)
        .filter(([year]) => Number(year) <= entry.year)
        .map(([, percent]) => 1 + percent / 100);
      const chain = (base: number, round: (value: number) => number) => factors.reduce((value, factor) => round(value * factor), base);
      expect([entry.lower, entry.upper]).toEqual([chain(ALLOWANCE_BASE.lower, cents), chain(ALLOWANCE_BASE.upper, cents)]);
      for (const key of ['minor', 'adult', 'laterChild', 'workingParents'] as const) {
        expect(entry[key]).toEqual({ full: chain(ALLOWANCE_BASE[key].full, tenCents), least: chain(ALLOWANCE_BASE[key].least, tenCents) });
      }
      for (const degree of ['medium', 'severe', 'nonSelfSufficient'] as const) expect(entry.disability[degree]).toBe(chain(ALLOWANCE_BASE.disability[degree], tenCents));
      expect(entry.youngMother).toBe(chain(ALLOWANCE_BASE.youngMother, tenCents));
    }
    // Published: 199,40 € and 57 € for 2024 (INPS messaggio n. 572/2024, via eutekne.info), 201,00 € and 57,50 € for 2025,
    // with 97,70 / 109,10 / 120,60 € for a disabled child and 23,00 € for a mother under 21 (as reported, October 2025).
    expect(ALLOWANCE_YEARS.find((entry) => entry.year === 2025)).toMatchObject({
      lower: 17227.33,
      upper: 45939.56,
      minor: { full: 201, least: 57.5 },
      adult: { full: 97.7 },
      disability: { medium: 97.7, severe: 109.1, nonSelfSufficient: 120.6 },
      youngMother: 23,
    });
  });

  it('holds the 2026 figures reported from circolare INPS n. 7/2026 (+1,4%), not the +1,7% forecasts, still unconfirmed', () => {
    const year2026 = ALLOWANCE_YEARS.find((entry) => entry.year === 2026)!;
    // 203,80 € up to 17.468,51 €, 58,30 € from 46.582,71 € (quotidianodiragusa.it, 16/02/2026); 29,10 € the least for
    // a child from 18 to 20 (same paper, 11/03/2026). 58,50 € was October 2025's forecast: 57,50 × 1,017.
    expect(year2026).toMatchObject({ revaluation: '+1,4%', lower: 17468.51, upper: 46582.71, minor: { full: 203.8, least: 58.3 }, adult: { least: 29.1 } });
    expect(Math.round(57.5 * 1.014 * 10) / 10).toBe(58.3);
    expect(Math.round(57.5 * 1.017 * 10) / 10).toBe(58.5);
    // The circular itself was not read, for either year: the page says «da confermare».
    for (const entry of ALLOWANCE_YEARS) expect(entry.confirmed).toBe(false);
    // Without an ISEE in 2026 a minor child gets 58,30 € and a child of 19 gets 29,10 €.
    const none = calculateSingleAllowance({ year: 2026, month: 3, children: [{ birthDate: '2015-01-01' }, { birthDate: '2007-01-01' }] });
    expect(none.children.map((entry) => entry.base)).toEqual([58.3, 29.1]);
  });

  it('lowers each amount in a straight line between the thresholds, to the cent', () => {
    // 2025: 201 − 143,50 × (30.000 − 17.227,33) / (45.939,56 − 17.227,33) = 137,1638… → 137,16.
    const result = calculateSingleAllowance({ year: 2025, isee: 30000, children: [{ birthDate: '2015-01-01' }] });
    expect(result.children[0]!.base).toBe(137.16);
    expect(calculateSingleAllowance({ year: 2025, isee: 45939.56, children: [{ birthDate: '2015-01-01' }] }).total).toBe(57.5);
    expect(calculateSingleAllowance({ year: 2025, isee: 17227.33, children: [{ birthDate: '2015-01-01' }] }).total).toBe(201);
  });

  it('adds 50% under one year, and from one to three years in a family of three with an ISEE', () => {
    const baby = calculateSingleAllowance({ year: 2025, month: 6, isee: 10000, children: [{ birthDate: '2025-01-10' }] });
    expect(baby.children[0]).toMatchObject({ age: 0, base: 201, youngChild: 100.5, total: 301.5 });
    const three = [{ birthDate: '2015-01-01' }, { birthDate: '2018-01-01' }, { birthDate: '2023-09-01' }];
    expect(calculateSingleAllowance({ year: 2025, month: 6, isee: 10000, children: three }).children[2]).toMatchObject({ age: 1, youngChild: 100.5, laterChild: 97.7 });
    expect(calculateSingleAllowance({ year: 2025, month: 6, children: three }).children[2]).toMatchObject({ youngChild: 0, laterChild: 17.2 });
  });

  it('adds the disability supplement to 21, the mother under 21, and 150 € for four children', () => {
    const children = [{ birthDate: '2019-01-01', disability: 'non-self-sufficient' as const }, { birthDate: '2020-01-01' }, { birthDate: '2021-01-01' }, { birthDate: '2022-01-01' }];
    const result = calculateSingleAllowance({ year: 2026, month: 3, isee: 12000, children, motherUnder21: true });
    expect(result.children[0]).toMatchObject({ base: 203.8, disabilitySupplement: 122.3, youngMother: 23.3 });
    expect(result.largeFamily).toBe(150);
    const adultDisabled = calculateSingleAllowance({ year: 2026, children: [{ birthDate: '1990-01-01', disability: 'severe' }] });
    expect(adultDisabled.children[0]).toMatchObject({ entitled: true, base: 58.3, disabilitySupplement: 0 });
    expect(calculateSingleAllowance({ year: 2026, children: [{ birthDate: '2000-01-01' }] }).children[0]).toMatchObject({ entitled: false, total: 0 });
  });

  it('counts the age reached on the first day of the month considered', () => {
    const at = (month: number) => calculateSingleAllowance({ year: 2025, month, isee: 10000, children: [{ birthDate: '2007-03-01' }] }).children[0]!;
    expect([at(2).age, at(3).age]).toEqual([17, 18]);
    expect([at(2).base, at(3).base]).toEqual([201, 97.7]);
  });

  it.each([
    [{ year: 2024, children: [{ birthDate: '2020-01-01' }] }, ALLOWANCE_MESSAGES.year],
    [{ year: 2025, children: [] }, ALLOWANCE_MESSAGES.noChildren],
    [{ year: 2025, month: 13, children: [{ birthDate: '2020-01-01' }] }, ALLOWANCE_MESSAGES.month],
    [{ year: 2025, isee: -1, children: [{ birthDate: '2020-01-01' }] }, ALLOWANCE_MESSAGES.isee],
    [{ year: 2025, isee: 100.005, children: [{ birthDate: '2020-01-01' }] }, ALLOWANCE_MESSAGES.isee],
    [{ year: 2025, children: [{ birthDate: '2025-02-30' }] }, ALLOWANCE_MESSAGES.birthDate(1)],
    [{ year: 2025, month: 3, children: [{ birthDate: '2020-01-01' }, { birthDate: '2025-04-02' }] }, 'Il figlio 2 nasce dopo marzo 2025: scegli un mese dalla nascita in poi'],
    [{ year: 2025, children: [{ birthDate: '2020-01-01', disability: 'lieve' }] }, ALLOWANCE_MESSAGES.disability(1)],
  ])('refuses %j in Italian', (input, error) => {
    expect(calculateSingleAllowanceOrError(input as AllowanceInput)).toEqual({ error });
  });

  const child = fc.record({
    birthDate: fc.oneof(
      fc.date({ min: new Date('1980-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('2025-02-30', '', '1/1/2020', '2020-1-1'),
    ),
    disability: fc.option(fc.constantFrom(...DISABILITIES), { nil: undefined }),
  });
  const input = fc.record({
    year: fc.oneof(fc.constantFrom(2025, 2026), fc.integer({ min: 2020, max: 2030 })),
    month: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
    isee: fc.option(fc.oneof(fc.integer({ min: 0, max: 8_000_000 }).map((cents) => cents / 100), fc.double()), { nil: undefined }),
    children: fc.array(child, { maxLength: 6 }),
    motherUnder21: fc.option(fc.boolean(), { nil: undefined }),
    bothParentsWorking: fc.option(fc.boolean(), { nil: undefined }),
  });

  it('ends any input at once in a result whose parts add up, or an Italian sentence', () => {
    fc.assert(
      fc.property(input, (request) => {
        const outcome = calculateSingleAllowanceOrError(request);
        if ('error' in outcome) return expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
        const { result } = outcome;
        const parts = result.children.map((c) => c.base + c.youngChild + c.laterChild + c.disabilitySupplement + c.youngMother + c.workingParents);
        result.children.forEach((c, index) => expect(c.total).toBeCloseTo(parts[index]!, 6));
        expect(result.total).toBeCloseTo(result.children.reduce((sum, c) => sum + c.total, result.largeFamily), 6);
      }),
    );
  });

  it('never gives more for a higher ISEE, and never more without an ISEE than with one', () => {
    const family = fc.record({
      year: fc.constantFrom(2025, 2026),
      month: fc.integer({ min: 1, max: 12 }),
      children: fc.array(fc.record({ birthDate: fc.date({ min: new Date('1995-01-01'), max: new Date('2024-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), disability: fc.constantFrom(...DISABILITIES) }), { minLength: 1, maxLength: 5 }),
      motherUnder21: fc.boolean(),
      bothParentsWorking: fc.boolean(),
    });
    const isee = fc.integer({ min: 0, max: 6_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(family, isee, isee, (request, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const total = (value?: number) => calculateSingleAllowance({ ...request, isee: value }).total;
        expect(total(high)).toBeLessThanOrEqual(total(low));
        expect(total(undefined)).toBeLessThanOrEqual(total(high));
      }),
    );
  });
});
