import { calculateMortgage } from '../src/mortgage/mortgage.js';
import { calculatedInline } from '../src/heavy/calculations.js';
import { countWorkingDays } from '../src/workdays/workdays.js';
import { startTools, type ToolsUnderTest } from './support.js';
import fc from 'fast-check';

/** The heaviest count the tool accepts: a hundred years, a worker's few tenths of a second. */
const century = (n: number) => ({ from: `1949-01-0${1 + (n % 5)}`, to: '2048-12-31', patron: 'roma' as const });
const longPlan = (n: number) => ({ principal: 200_000 + n, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01', costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } });

describe('the heaviest calculations in worker threads', () => {
  let tools: ToolsUnderTest;
  beforeAll(async () => {
    tools = await startTools({ CALC_WORKER_THREADS: '1', CALC_QUEUE_MAX: '2', CALC_PER_ADDRESS_MAX: '2' });
  });
  afterAll(async () => {
    await tools.close();
  });
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => tools.service.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answer exactly what the functions answer on the event loop, refusals included', async () => {
    const days = await post('/api/count-working-days', century(0));
    expect(days.statusCode).toBe(200);
    expect(days.json()).toEqual(countWorkingDays(century(0)));
    const plan = await post('/api/calculate-mortgage', longPlan(0));
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toEqual(calculateMortgage(longPlan(0)));
    const tooLong = await post('/api/count-working-days', { from: '1949-01-01', to: '2100-12-31' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: expect.stringMatching(/^(TOOLS_INVALID_WORKING_DAYS|INVALID_INPUT)$/), error: expect.any(String) });
  });

  it('leave the event loop to a cheap request of another visitor, which is answered first', async () => {
    await post('/api/count-working-days', century(1)); // a thread is started
    const finished: string[] = [];
    const heavy = post('/api/count-working-days', century(2), '10.0.0.1').then((answer) => {
      finished.push('heavy');
      return answer;
    });
    const cheap = post('/api/calculate-percentage', { mode: 'of', a: 22, b: 150 }, '10.0.0.2').then((answer) => {
      finished.push('cheap');
      return answer;
    });
    const [heavyAnswer, cheapAnswer] = await Promise.all([heavy, cheap]);
    expect(heavyAnswer.statusCode).toBe(200);
    expect(cheapAnswer.statusCode).toBe(200);
    expect(finished).toEqual(['cheap', 'heavy']);
  });

  it('refuse in Italian, with 429, what one address sends beyond its share, still answering the others', async () => {
    const flood = Array.from({ length: 5 }, (_, n) => post('/api/count-working-days', century(n), '10.0.0.3'));
    const other = post('/api/calculate-mortgage', longPlan(1), '10.0.0.4');
    const answers = await Promise.all(flood);
    expect((await other).statusCode).toBe(200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(5);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        error: 'Troppi calcoli in corso dalla tua connessione: attendi che finiscano quelli già richiesti e riprova',
        code: 'TOOLS_CALCULATIONS_PER_ADDRESS',
      });
    }
  });

  it('answer 503 in Italian when every address together fill the pool and its queue', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => post('/api/count-working-days', century(n), `10.0.1.${n}`)));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((answer) => answer.statusCode === 200).length).toBe(6);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ error: 'Il servizio di calcolo è molto richiesto in questo momento: riprova tra qualche secondo', code: 'TOOLS_CALCULATIONS_BUSY' });
    }
  });
});

describe('which calculations stay on the event loop', () => {
  it('are counts of at most five years and plans of at most 120 payments', () => {
    expect(calculatedInline({ kind: 'count-working-days', request: { from: '2025-01-01', to: '2029-12-31' } })).toBe(true);
    expect(calculatedInline({ kind: 'count-working-days', request: { from: '1949-01-01', to: '2048-12-31' } })).toBe(false);
    expect(calculatedInline({ kind: 'count-working-days', request: { from: '2025-01-01', add: 5000 } })).toBe(false);
    expect(calculatedInline({ kind: 'calculate-mortgage', request: { principal: 1000, annualRate: 3, years: 10 } })).toBe(true);
    expect(calculatedInline({ kind: 'calculate-mortgage', request: { principal: 1000, annualRate: 3, years: 11 } })).toBe(false);
  });

  it('is decided at once for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), fc.option(fc.integer(), { nil: undefined }), (from, to, add) => {
        expect(typeof calculatedInline({ kind: 'count-working-days', request: { from, to, add } })).toBe('boolean');
      }),
    );
  });
});
