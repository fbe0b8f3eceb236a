import type { CheckVatNumberResponse } from '@orbita/proto-types';
import { EMPTY_VAT_NUMBER, toCheckVatNumberRequest, TOO_LONG_VAT_NUMBER, vatNumberRows } from './vat-number-checker.service';

describe('toCheckVatNumberRequest', () => {
  it('sends the number as typed, trimmed: the service reads spaces and the IT prefix', () => {
    expect(toCheckVatNumberRequest({ vatNumber: '  IT 06363391001 ' })).toEqual({ request: { vatNumber: 'IT 06363391001' } });
  });

  it('stops an empty or overlong field with the message to show', () => {
    expect(toCheckVatNumberRequest({ vatNumber: '   ' })).toEqual({ invalid: EMPTY_VAT_NUMBER });
    expect(toCheckVatNumberRequest({ vatNumber: '1'.repeat(41) })).toEqual({ invalid: TOO_LONG_VAT_NUMBER });
  });
});

describe('vatNumberRows', () => {
  const answer: CheckVatNumberResponse = {
    valid: false,
    formatted: '00714490159',
    registration: '0071449',
    office: { code: '015', name: 'Milano', note: 'Ufficio della provincia di Milano' },
    checkDigit: { given: '9', expected: '8', correct: false },
    rules: [],
  };

  it('shows the three parts, the office with its province and the digit the number should end with', () => {
    expect(vatNumberRows(answer)).toEqual([
      { label: 'Matricola (cifre 1–7)', value: '0071449' },
      { label: 'Codice ufficio (cifre 8–10)', value: '015 — Milano' },
      { label: 'Cifra di controllo (11ª)', value: '9: sbagliata, dovrebbe essere 8' },
    ]);
  });

  it('shows only what was read of a number that is not eleven digits', () => {
    expect(vatNumberRows({ valid: false, formatted: '123', wrongPart: 'length', reason: '…', rules: [] })).toEqual([]);
  });
});
