import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-flat-tax');

describe('POST /api/calculate-flat-tax', () => {
  it('answers income, contributions, tax, net, the comparison and the rules of the year', async () => {
    const response = await send({ revenue: 50000, activity: 'professionali', fund: 'gestione-separata', year: 2026 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2026, coefficient: 78, income: 39000, contributions: 10167.3, tax: 4324.91, net: 35507.79 });
    expect(body.comparison.ordinary.tax).toBe(6714.79);
    expect(body.rules.length).toBeGreaterThanOrEqual(6);
  });

  it('finds the group of an ATECO code and warns over 85.000 € of revenue', async () => {
    const response = await send({ revenue: 90000, ateco: '47.81.01', fund: 'commercianti', reduction: true, year: 2025 });
    expect(response.json()).toMatchObject({ coefficient: 40, activity: { id: 'ambulanti-alimentari' }, contributionDetail: { reduced: true }, warnings: [expect.stringContaining('85.000,00 €')] });
  });

  it.each([
    [{ fund: 'artigiani', coefficient: 67 }, 'Il campo «Ricavi o compensi incassati» è obbligatorio'],
    [{ revenue: -1, fund: 'artigiani', coefficient: 67 }, 'Il campo «Ricavi o compensi incassati» deve essere tra 0 e 1.000.000.000'],
    [{ revenue: 1000, fund: 'inps', coefficient: 67 }, 'Il campo «Gestione INPS» deve essere «Gestione separata (professionisti senza cassa)», «Artigiani» o «Commercianti»'],
    [{ revenue: 1000, fund: 'artigiani', coefficient: 90 }, 'Il campo «Coefficiente di redditività (%)» deve essere tra 40 e 86'],
    [{ revenue: 1000, fund: 'artigiani', coefficient: 67, year: 2024 }, 'Il campo «Anno» deve essere tra 2025 e 2026'],
  ])('refuses the malformed request %j with an Italian 400', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });

  it('refuses a request without a coefficient with its own Italian 400', async () => {
    const response = await send({ revenue: 1000, fund: 'artigiani' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Indica il campo «Attività», il «Codice ATECO» o il «Coefficiente di redditività (%)»', code: 'TOOLS_INVALID_FLAT_TAX' });
  });
});
