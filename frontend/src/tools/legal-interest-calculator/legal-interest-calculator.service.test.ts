import { DEFAULT_LEGAL_INTEREST_FORM, INVALID_AMOUNT, MISSING_DATE, OUT_OF_TABLE, toLegalInterestRequest, TO_BEFORE_FROM } from './legal-interest-calculator.service';

describe('toLegalInterestRequest', () => {
  it('reads an amount typed the Italian way', () => {
    expect(toLegalInterestRequest({ ...DEFAULT_LEGAL_INTEREST_FORM, amount: '1.234,56' })).toEqual({
      request: { amount: 1234.56, from: '2024-01-01', to: '2025-12-31', compounding: 'simple' },
    });
  });

  it.each([
    [{ amount: 'mille' }, INVALID_AMOUNT],
    [{ amount: '1,234' }, INVALID_AMOUNT],
    [{ from: '' }, MISSING_DATE],
    [{ to: '2027-01-01' }, OUT_OF_TABLE],
    [{ from: '1930-01-01' }, OUT_OF_TABLE],
    [{ from: '2025-06-01', to: '2025-01-01' }, TO_BEFORE_FROM],
  ])('stops %j with the message to show', (change, message) => {
    expect(toLegalInterestRequest({ ...DEFAULT_LEGAL_INTEREST_FORM, ...change })).toEqual({ invalid: message });
  });
});
