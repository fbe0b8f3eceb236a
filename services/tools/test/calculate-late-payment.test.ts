import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-late-payment');

describe('POST /api/calculate-late-payment', () => {
  it('answers the reduced penalty, the interest, the total and the F24 codes, with the rules of the due date', async () => {
    const response = await send({ tax: 1000, dueDate: '2025-06-16', paymentDate: '2025-06-26', kind: 'irpef' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ days: 10, penaltyRate: 0.8333, penalty: 8.33, interest: 0.55, total: 1008.88, regime: 'from-2024-09-01' });
    expect(body.f24).toEqual({ kind: 'IRPEF', taxCodes: '4001, 4033, 4034', penalty: '8901', interest: '1989' });
    expect(body.rules[0].source.title).toContain('d.lgs. 14 giugno 2024, n. 87');
    expect(body.rules.some((rule: { value: string }) => rule.value === '2% dal 01/01/2025')).toBe(true);
  });

  it.each([
    [{ tax: 100, dueDate: '2025-06-16', paymentDate: '2025-06-10' }, 'La data di pagamento deve essere successiva alla scadenza: pagando entro la scadenza non ci sono sanzioni'],
    [{ tax: 100, dueDate: '2014-06-16', paymentDate: '2015-06-10' }, 'Il campo «Scadenza del versamento» non può essere prima del 01/01/2016'],
    [{ tax: 100.001, dueDate: '2025-06-16', paymentDate: '2025-07-10' }, 'Il campo «Imposta non versata (€)» può avere al massimo due decimali (i centesimi)'],
  ])('refuses %j with TOOLS_INVALID_LATE_PAYMENT', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'TOOLS_INVALID_LATE_PAYMENT' });
  });

  it.each([
    [{ tax: 0, dueDate: '2025-06-16', paymentDate: '2025-07-10' }, 'Il campo «Imposta non versata (€)» deve essere maggiore di 0 e al massimo 1.000.000.000'],
    [{ tax: 10, dueDate: '2025-06-16', paymentDate: '2025-07-10', kind: 'tari' }, 'Il campo «Tributo» deve essere «IRPEF», «IRES», «IVA», «IRAP», «Cedolare secca», «Addizionale regionale IRPEF», «Addizionale comunale IRPEF», «Ritenute del sostituto d\'imposta», «IMU» o «Altro tributo»'],
    [{ tax: 10, dueDate: '16/06/2025', paymentDate: '2025-07-10' }, 'Il campo «Scadenza del versamento» non ha un formato valido'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
