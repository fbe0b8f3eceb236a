import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { singleAllowance } from '.';
import SingleAllowancePage from './SingleAllowancePage';

describe('single-allowance page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the default value on arrival and shows the answer', async () => {
    const api = fakeApi({ 'POST /api/calculate-single-allowance': { body: { result: 42 } } });
    renderTool(singleAllowance, SingleAllowancePage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ value: 42 });
  });

  it('says what is wrong with the value without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(singleAllowance, SingleAllowancePage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Valore'));
    await user.type(screen.getByLabelText('Valore'), 'abc');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Inserisci un numero valido')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
