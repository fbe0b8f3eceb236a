import { INVALID_VALUE, toCalculateSingleAllowanceRequest } from './single-allowance.service';

describe('toCalculateSingleAllowanceRequest', () => {
  it('reads a number typed the Italian way', () => {
    expect(toCalculateSingleAllowanceRequest('12,5')).toEqual({ request: { value: 12.5 } });
  });

  it.each(['', 'abc', '-1'])('stops %j with the message to show', (value) => {
    expect(toCalculateSingleAllowanceRequest(value)).toEqual({ invalid: INVALID_VALUE });
  });
});
