import type { CalculateWithholdingResponse } from '@orbita/proto-types';
import { DEFAULT_WITHHOLDING_FORM, INVALID_AMOUNT, INVALID_EARLIER, receiptText, toWithholdingRequest } from './withholding-calculator.service';

describe('toWithholdingRequest', () => {
  it('reads amounts typed the Italian way', () => {
    expect(toWithholdingRequest({ ...DEFAULT_WITHHOLDING_FORM, amount: '1.250,50', earlier: '4000' })).toEqual({
      request: { amount: 1250.5, mode: 'gross', year: 2026, earlierThisYear: 4000 },
    });
  });

  it.each(['', '0', 'abc', '10,005'])('stops the amount %j with the message to show', (amount) => {
    expect(toWithholdingRequest({ ...DEFAULT_WITHHOLDING_FORM, amount })).toEqual({ invalid: INVALID_AMOUNT });
  });

  it('stops a wrong earlier total, and sends none when it is empty', () => {
    expect(toWithholdingRequest({ ...DEFAULT_WITHHOLDING_FORM, earlier: 'molti' })).toEqual({ invalid: INVALID_EARLIER });
    expect(toWithholdingRequest(DEFAULT_WITHHOLDING_FORM)).toEqual({ request: { amount: 1000, mode: 'gross', year: 2026 } });
  });
});

describe('receiptText', () => {
  const result: CalculateWithholdingResponse = {
    year: 2026,
    mode: 'gross',
    gross: 1000,
    withholding: 200,
    withholdingRate: 20,
    net: 800,
    stampDuty: { due: true, amount: 2, note: '' },
    notes: [],
    rules: [],
  };

  it('drafts the receipt with gross, withholding, net and the stamp', () => {
    const text = receiptText(result);
    expect(text).toContain('RICEVUTA PER PRESTAZIONE OCCASIONALE');
    expect(text).toContain('Compenso lordo: 1.000,00 €');
    expect(text).toContain("Ritenuta d'acconto 20% (art. 25 D.P.R. 600/1973): − 200,00 €");
    expect(text).toContain('Netto a pagare: 800,00 €');
    expect(text).toContain("Marca da bollo da 2,00 € applicata sull'originale.");
  });

  it('says no stamp is due on a small receipt', () => {
    expect(receiptText({ ...result, gross: 50, withholding: 10, net: 40, stampDuty: { due: false, amount: 0, note: '' } })).toContain('marca da bollo non dovuta');
  });
});
