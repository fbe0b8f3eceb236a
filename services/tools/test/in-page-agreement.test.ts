/**
 * The pages work their tools' answers out themselves with the logic of proto-types; the API answers with the same
 * logic behind its schema check. For any request a page can send, both say the same: the same answer, or the same
 * refusal (status, code and sentence).
 */
import fc from 'fast-check';
import { ACTIVITY_LEVELS, UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, UNIT_SYMBOLS, FLAT_TAX_ACTIVITIES, FLAT_TAX_FUNDS, GENDERS, GOALS, INTEREST_COMPOUNDING, LATE_PAYMENT_TAX_KINDS, PATRON_CITIES, PERCENTAGE_MODES, VAT_MODES, WITHHOLDING_MODES, outcomeOf } from '@orbita/proto-types';
import { calculateCalories } from '@orbita/proto-types/logic/calories';
import { calculatePercentage } from '@orbita/proto-types/logic/percentage';
import { calculateVat } from '@orbita/proto-types/logic/vat';
import { countWorkingDays } from '@orbita/proto-types/logic/workdays';
import { calculateLatePayment } from '@orbita/proto-types/logic/late-payment';
import { calculateLegalInterest } from '@orbita/proto-types/logic/legal-interest';
import { calculateWithholding } from '@orbita/proto-types/logic/withholding';
import { calculateFlatTax } from '@orbita/proto-types/logic/flat-tax';
import { convertUnit } from '@orbita/proto-types/logic/unit';
import { checkVatNumber } from '@orbita/proto-types/logic/vat-number';
import { figure, sent, served } from './in-page-agreement-support.js';
import { toolEndpointForSuite } from './support.js';

const calories = toolEndpointForSuite('/api/calculate-calories');
const percentage = toolEndpointForSuite('/api/calculate-percentage');
const vat = toolEndpointForSuite('/api/calculate-vat');
const workingDays = toolEndpointForSuite('/api/count-working-days');
const legalInterest = toolEndpointForSuite('/api/calculate-legal-interest');
const latePayment = toolEndpointForSuite('/api/calculate-late-payment');
const withholding = toolEndpointForSuite('/api/calculate-withholding');
const flatTax = toolEndpointForSuite('/api/calculate-flat-tax');
const units = toolEndpointForSuite('/api/convert-unit');
const vatNumber = toolEndpointForSuite('/api/check-vat-number');

/** A day from 1935 to 2030 as the pages send it, and one shortly after it. */
const isoDay = fc.date({ min: new Date('1935-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const after = (from: string) => fc.integer({ min: -30, max: 2_000 }).map((days) => new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10));

const RUNS = { numRuns: 120 };

describe('the page and the API say the same', () => {
  it('for calorie needs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          age: fc.oneof(fc.integer({ min: 5, max: 120 }), fc.double({ min: 10, max: 110, noNaN: true })),
          gender: fc.constantFrom(...GENDERS),
          weight: figure(10, 400),
          height: figure(80, 300),
          activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
          goal: fc.constantFrom(...GOALS),
        }),
        async (request) => expect(outcomeOf(() => calculateCalories(request))).toEqual(await served(calories, request)),
      ),
      RUNS,
    );
  });

  it('for percentages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ mode: fc.constantFrom(...PERCENTAGE_MODES), a: figure(-2e12, 2e12), b: fc.oneof(figure(-200, 200), figure(-2e12, 2e12), fc.constant(0)) }),
        async (request) => expect(outcomeOf(() => calculatePercentage(request))).toEqual(await served(percentage, request)),
      ),
      RUNS,
    );
  });

  it('for VAT', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ amount: fc.oneof(figure(-10, 2e9), figure(0, 1000)), rate: fc.oneof(figure(-5, 120), fc.constantFrom(4, 5, 10, 22)), mode: fc.constantFrom(...VAT_MODES) }),
        async (request) => expect(outcomeOf(() => calculateVat(request))).toEqual(await served(vat, request)),
      ),
      RUNS,
    );
  });

  it('for working days', async () => {
    const day = fc.date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2210-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    const near = (from: string) => fc.integer({ min: -40, max: 800 }).map((days) => new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10));
    const patron = fc.option(fc.constantFrom(...PATRON_CITIES), { nil: undefined });
    const request = fc.oneof(
      day.chain((from) => fc.record({ from: fc.constant(from), to: fc.oneof(near(from), day, fc.constant('2025-02-30')), patron })),
      fc.record({ from: day, add: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -3, max: 10_005 })), patron }),
    ).map((fields) => sent(fields as Parameters<typeof countWorkingDays>[0]));
    await fc.assert(
      fc.asyncProperty(request, async (body) => expect(outcomeOf(() => countWorkingDays(body))).toEqual(await served(workingDays, body))),
      RUNS,
    );
  });

  it('for legal interest', async () => {
    const request = isoDay.chain((from) =>
      fc.record({ amount: fc.oneof(figure(-5, 2e9), figure(0, 50_000)), from: fc.constant(from), to: after(from), compounding: fc.option(fc.constantFrom(...INTEREST_COMPOUNDING), { nil: undefined }) }),
    ).map(sent);
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateLegalInterest(body))).toEqual(await served(legalInterest, body))), RUNS);
  });

  it('for ravvedimento', async () => {
    const request = isoDay.chain((dueDate) =>
      fc.record({ tax: fc.oneof(figure(-5, 2e9), figure(0, 50_000)), dueDate: fc.constant(dueDate), paymentDate: after(dueDate), kind: fc.option(fc.constantFrom(...LATE_PAYMENT_TAX_KINDS), { nil: undefined }) }),
    ).map(sent);
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateLatePayment(body))).toEqual(await served(latePayment, body))), RUNS);
  });

  it('for withholding tax', async () => {
    const request = fc
      .record({
        amount: fc.oneof(figure(-5, 2e9), figure(0, 20_000)),
        mode: fc.constantFrom(...WITHHOLDING_MODES),
        earlierThisYear: fc.option(figure(-5, 20_000), { nil: undefined }),
        year: fc.option(fc.integer({ min: 2023, max: 2028 }), { nil: undefined }),
      })
      .map(sent);
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateWithholding(body))).toEqual(await served(withholding, body))), RUNS);
  });

  it('for the flat tax', async () => {
    const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });
    const request = fc
      .record({
        revenue: fc.oneof(figure(-5, 2e9), figure(0, 100_000)),
        activity: maybe(fc.constantFrom(...FLAT_TAX_ACTIVITIES)),
        ateco: maybe(fc.oneof(fc.constantFrom('62.01.00', '47.81', '46', '10.11', '99.99.99', ''), fc.string({ maxLength: 14 }))),
        coefficient: maybe(fc.oneof(fc.constantFrom(40, 54, 62, 67, 78, 86), fc.integer({ min: 30, max: 90 }))),
        startup: maybe(fc.boolean()),
        fund: fc.constantFrom(...FLAT_TAX_FUNDS),
        reduction: maybe(fc.boolean()),
        insuredBefore1996: maybe(fc.boolean()),
        employeeIncome: maybe(figure(-5, 60_000)),
        year: maybe(fc.integer({ min: 2024, max: 2027 })),
      })
      .map(sent);
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateFlatTax(body))).toEqual(await served(flatTax, body))), RUNS);
  });

  it('for units', async () => {
    const request = fc.constantFrom(...UNIT_QUANTITY_NAMES).chain((quantity) => {
      const own = Object.keys(UNIT_QUANTITIES[quantity].units) as Array<(typeof UNIT_SYMBOLS)[number]>;
      const unit = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...UNIT_SYMBOLS) });
      return fc.record({ quantity: fc.constant(quantity), value: fc.oneof(figure(-2e15, 2e15), figure(-500, 500), fc.integer({ min: -300, max: 1000 })), from: unit, to: unit });
    });
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => convertUnit(body))).toEqual(await served(units, body))), RUNS);
  });

  it('for the partita IVA', async () => {
    const digits = fc.stringMatching(/^\d{11}$/);
    const request = fc.record({
      vatNumber: fc.oneof(digits, digits.map((number) => `IT ${number.slice(0, 5)}.${number.slice(5)}`), fc.constantFrom('12345678903', '00743110157', '', 'IT'), fc.string({ maxLength: 45 })),
    });
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => checkVatNumber(body))).toEqual(await served(vatNumber, body))), RUNS);
  });
});
