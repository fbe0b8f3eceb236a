// Issue 38: while a visitor typed the place of birth, the page sent 35–38 requests that the server answered 400
// (««San Giu» non è un comune…»). Whatever computes the code (the server, or the page once its table is in), nothing
// may be asked while the form is incomplete, and no error may show for a place still being typed.
import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { taxCodeCalculator } from '.';
import TaxCodeCalculatorPage from './TaxCodeCalculatorPage';

const SAN_GIULIANO = { name: 'San Giuliano Terme', code: 'A562', province: 'PI' };

describe('tax code page, form incomplete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks nothing and shows no error while the place of birth is typed key by key', async () => {
    // The server as it answers: the example's code, a 400 for a place it does not know.
    const api = fakeApi({
      'POST /api/calculate-tax-code': ({ json }) =>
        (json as { birthPlace: string }).birthPlace === 'San Giuliano Terme (PI)'
          ? { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } }
          : { status: 400, body: { error: 'Il luogo di nascita: non è un comune italiano né uno stato estero che conosciamo', code: 'TOOLS_INVALID_TAX_CODE' } },
      'GET /api/municipalities': { body: [SAN_GIULIANO] },
    });
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    expect(await screen.findByText('RSSMRA85T10A562S')).toBeInTheDocument();
    const asked = () => api.calls.filter((call) => call.path === '/api/calculate-tax-code').length;
    const before = asked();
    const place = screen.getByLabelText('Luogo di nascita');
    await user.clear(place);
    const errors = new Set<string>();
    for (const key of 'San Giuliano Terme (PI') {
      await user.type(place, key);
      await act(() => jest.advanceTimersByTimeAsync(50));
      for (const alert of screen.queryAllByRole('alert')) errors.add(alert.textContent ?? '');
    }
    expect(asked() - before).toBe(0);
    expect([...errors]).toEqual([]);
  });
});
