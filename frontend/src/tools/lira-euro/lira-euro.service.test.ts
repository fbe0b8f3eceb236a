import { LIRA_MESSAGES } from '@orbita/proto-types/lira';
import { convertLiraForm, DEFAULT_LIRA_FORM, INVALID_AMOUNT } from './lira-euro.service';

describe('convertLiraForm', () => {
  it('turns the default million lire into 516,46 euro', () => {
    expect(convertLiraForm(DEFAULT_LIRA_FORM)).toMatchObject({ result: { euro: 516.46 } });
  });

  it('reads euro typed the Italian way', () => {
    expect(convertLiraForm({ ...DEFAULT_LIRA_FORM, amount: '2,58', from: 'euro' })).toMatchObject({ result: { lire: 4996 } });
  });

  it.each([
    [{ amount: 'mille', from: 'lire' as const }, INVALID_AMOUNT],
    [{ amount: '1,005', from: 'euro' as const }, LIRA_MESSAGES.euro],
  ])('stops %j with the message to show', (form, message) => {
    expect(convertLiraForm({ ...DEFAULT_LIRA_FORM, ...form })).toEqual({ error: message });
  });
});
