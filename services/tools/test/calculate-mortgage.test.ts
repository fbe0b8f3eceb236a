import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-mortgage');

describe('POST /api/calculate-mortgage', () => {
  it('answers the payment, the totals and a 480-row schedule ending at 0', async () => {
    const response = await send({ principal: 200_000, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ payment: 774.78, payments: 480, solvedFor: 'payment' });
    expect(body.schedule).toHaveLength(480);
    expect(body.schedule.at(-1)).toMatchObject({ n: 480, date: '2066-12-01', balance: 0 });
    expect(body.rules.map((rule: { name: string }) => rule.name)).toEqual(['Piano di ammortamento', 'TAEG (tasso annuo effettivo globale)']);
  });

  it('answers the TAEG with costs and the rate a payment implies', async () => {
    expect((await send({ principal: 100_000, annualRate: 3, years: 20, costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } })).json()).toMatchObject({ taeg: 3.23 });
    expect((await send({ principal: 100_000, payment: 554.6, years: 20 })).json()).toMatchObject({ annualRate: 3, solvedFor: 'annualRate' });
  });

  it.each([
    [{ principal: 100_000, years: 20 }, 'Indica due tra «Importo del mutuo (€)», «Tasso annuo nominale, TAN (%)» e «Rata (€)»: il terzo lo calcoliamo noi', 'TOOLS_INVALID_MORTGAGE'],
    [{ principal: 100_000, annualRate: 3.1234, years: 20 }, 'Il campo «Tasso annuo nominale, TAN (%)» può avere al massimo tre decimali', 'TOOLS_INVALID_MORTGAGE'],
    [{ principal: 100_000, annualRate: 3, years: 50 }, 'Il campo «Durata (anni)» deve essere tra 1 e 40', 'INVALID_INPUT'],
    [{ principal: 100_000, annualRate: 3, years: 20, frequency: 'weekly' }, 'Il campo «Rate» deve essere «Mensile», «Trimestrale» o «Semestrale»', 'INVALID_INPUT'],
  ])('refuses %j with an Italian 400', async (payload, error, code) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code });
  });
});
