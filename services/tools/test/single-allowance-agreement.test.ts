/**
 * The assegno unico page works its answer out itself with the logic of proto-types; the API answers with the same
 * logic behind its schema check. For any request the page can send, both say the same: the same answer, or the same
 * refusal in the same words.
 */
import fc from 'fast-check';
import { calculateSingleAllowanceOrError, DISABILITIES } from '@orbita/proto-types/single-allowance';
import { figure, sent } from './in-page-agreement-support.js';
import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-single-allowance');
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

const day = fc.oneof(
  { weight: 8, arbitrary: fc.date({ min: new Date('1985-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)) },
  { weight: 1, arbitrary: fc.constantFrom('2025-02-30', '2024-02-29', '2026-13-01', '1899-12-31') },
);
const child = fc.record({ birthDate: day, disability: maybe(fc.constantFrom(...DISABILITIES)) }).map(sent);
const request = fc
  .record({
    year: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(2025, 2026) }, { weight: 1, arbitrary: fc.integer({ min: 2020, max: 2030 }) }),
    month: fc.integer({ min: 1, max: 12 }),
    isee: maybe(fc.oneof(figure(0, 80_000), figure(0, 10_000_000), fc.constantFrom(17227.33, 45939.56, 17468.51, 46582.71))),
    children: fc.array(child, { minLength: 1, maxLength: 6 }),
    motherUnder21: fc.boolean(),
    bothParentsWorking: fc.boolean(),
  })
  .map(sent);

describe('the assegno unico page and the API say the same', () => {
  it('for any family the page can describe', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (body) => {
        const page = calculateSingleAllowanceOrError(body);
        const response = await send(body);
        if ('result' in page) {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual(JSON.parse(JSON.stringify(page.result)));
        } else {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ error: page.error, code: 'TOOLS_INVALID_SINGLE_ALLOWANCE' });
        }
      }),
      { numRuns: 150 },
    );
  });
});
