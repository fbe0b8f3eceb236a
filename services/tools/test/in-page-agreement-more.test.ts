/**
 * The mortgage, IBAN and net salary pages work their answers out themselves with the logic of
 * proto-types; the API answers with the same logic behind its schema check. For any request a page can send, both
 * say the same: the same answer, or the same refusal (status, code and sentence).
 */
import fc from 'fast-check';
import { MORTGAGE_FREQUENCIES, NET_SALARY_CONTRACTS, NET_SALARY_EMPLOYERS, NET_SALARY_REGIONS, outcomeOf } from '@orbita/proto-types';
import { calculateMortgage } from '@orbita/proto-types/logic/mortgage';
import { checkIbanRequest } from '@orbita/proto-types/logic/iban';
import { calculateNetSalary } from '@orbita/proto-types/logic/net-salary';
import { composeIBAN, getCountrySpecifications } from 'ibantools';
import { germanMethodOf } from '../src/iban/german-account.js';
import { figure, sent, served } from './in-page-agreement-support.js';
import { toolEndpointForSuite } from './support.js';

const mortgage = toolEndpointForSuite('/api/calculate-mortgage');
const iban = toolEndpointForSuite('/api/check-iban');
const netSalary = toolEndpointForSuite('/api/calculate-net-salary');

const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });
const RUNS = { numRuns: 120 };

describe('the page and the API say the same', () => {
  it('for a mortgage plan', async () => {
    const request = fc
      .record({
        principal: maybe(fc.oneof(figure(-5, 2e8), figure(1_000, 500_000))),
        annualRate: maybe(fc.oneof(figure(-1, 35), fc.integer({ min: 0, max: 8_000 }).map((milli) => milli / 1000))),
        payment: maybe(fc.oneof(figure(-5, 2e8), figure(50, 5_000))),
        years: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -2, max: 45 }), fc.constant(2.5)),
        frequency: maybe(fc.constantFrom(...MORTGAGE_FREQUENCIES)),
        firstPaymentDate: maybe(fc.constantFrom('2027-01-31', '2026-02-28', '2028-02-29', '2025-02-30', '2027-1-1')),
        costs: maybe(fc.record({ arrangement: maybe(figure(-1, 2e6)), appraisal: maybe(figure(0, 1_000)), perPayment: maybe(figure(-1, 2e4)) }).map(sent)),
      })
      .map(sent);
    await fc.assert(fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateMortgage(body))).toEqual(await served(mortgage, body))), RUNS);
  });

  it('for an IBAN of any country, German bank codes included', async () => {
    const specifications = getCountrySpecifications();
    const countries = Object.keys(specifications).filter((code) => specifications[code]!.chars);
    const characters = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    /** A BBAN of the country's length, digits mostly, its check digits right (so the national checks are reached). */
    const composed = fc.constantFrom(...countries).chain((country) =>
      fc
        .array(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 9 }).map(String) }, { weight: 1, arbitrary: characters }), {
          minLength: specifications[country]!.chars! - 4,
          maxLength: specifications[country]!.chars! - 4,
        })
        .map((bban) => composeIBAN({ countryCode: country, bban: bban.join('') }) ?? `${country}00${bban.join('')}`),
    );
    const german = fc
      .tuple(fc.constantFrom('10000000', '10010010', '37040044', '50010517', '12345678', '76026000'), fc.stringMatching(/^\d{10}$/))
      .map(([blz, account]) => composeIBAN({ countryCode: 'DE', bban: blz + account })!);
    const printed = (text: string) => fc.constantFrom(text, text.toLowerCase(), text.replace(/(.{4})/g, '$1 '), text.replace(/(.{4})/g, '$1.'));
    const text = fc.oneof(
      composed.chain(printed),
      german.chain(printed),
      fc.constantFrom('IT60 X054 2811 1010 0000 0123 456', 'DE89 3704 0044 0532 0130 00', 'ciao', '', ' ', 'IT60X0542811101000000123457', 'GB82 WEST 1234 5698 7654 32'),
      fc.string({ maxLength: 70 }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (value) => expect(outcomeOf(() => checkIbanRequest({ iban: value }, germanMethodOf))).toEqual(await served(iban, { iban: value }))),
      RUNS,
    );
  });

  it('for the net salary, every region, employer and contract', async () => {
    const request = fc
      .record({
        gross: maybe(fc.oneof(figure(-5, 2e7), figure(5_000, 120_000))),
        net: maybe(fc.oneof(figure(-5, 2e7), figure(5_000, 80_000))),
        year: maybe(fc.oneof(fc.constantFrom(2025, 2026), fc.integer({ min: 2023, max: 2028 }))),
        months: maybe(fc.oneof(fc.constantFrom(12, 13, 14), fc.constantFrom(11, 15, 13.5))),
        region: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...NET_SALARY_REGIONS) }, { weight: 1, arbitrary: fc.constant('atlantide') }),
        municipalRate: maybe(fc.oneof(figure(-1, 4), fc.integer({ min: 0, max: 8_000 }).map((ten) => ten / 10_000))),
        employer: maybe(fc.constantFrom(...NET_SALARY_EMPLOYERS)),
        contract: maybe(fc.constantFrom(...NET_SALARY_CONTRACTS)),
      })
      .map((fields) => sent(fields as Parameters<typeof calculateNetSalary>[0]));
    // A rate of -0 once came back as -0 from the page and as 0 from the API's JSON.
    const examples: [Parameters<typeof calculateNetSalary>[0]][] = [[{ gross: 5000, region: 'abruzzo', municipalRate: -0 }]];
    await fc.assert(
      fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateNetSalary(body))).toEqual(await served(netSalary, body))),
      { ...RUNS, examples },
    );
  });
});
