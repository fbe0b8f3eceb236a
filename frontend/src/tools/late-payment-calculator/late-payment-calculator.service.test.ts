import { DEFAULT_LATE_PAYMENT_FORM, DUE_TOO_EARLY, INVALID_TAX, NOT_LATE, PAYMENT_TOO_LATE, toLatePaymentRequest } from './late-payment-calculator.service';

describe('toLatePaymentRequest', () => {
  it('reads the tax typed the Italian way', () => {
    expect(toLatePaymentRequest({ ...DEFAULT_LATE_PAYMENT_FORM, tax: '1.250,50', kind: 'imu' })).toEqual({
      request: { tax: 1250.5, dueDate: '2025-06-16', paymentDate: '2025-07-16', kind: 'imu' },
    });
  });

  it.each([
    [{ tax: '0' }, INVALID_TAX],
    [{ tax: 'mille' }, INVALID_TAX],
    [{ dueDate: '2015-06-16' }, DUE_TOO_EARLY],
    [{ paymentDate: '2027-01-10' }, PAYMENT_TOO_LATE],
    [{ paymentDate: '2025-06-16' }, NOT_LATE],
  ])('stops %j with the message to show', (change, message) => {
    expect(toLatePaymentRequest({ ...DEFAULT_LATE_PAYMENT_FORM, ...change })).toEqual({ invalid: message });
  });
});
