import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Card } from '../../components/ui/Card';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { DecimalField } from '../../components/ui/DecimalField';
import { SelectField } from '../../components/ui/SelectField';
import { ResultCard } from '../../components/ui/ResultCard';
import { formatNumber, formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateVat, VAT_ERROR, vatInPage } from './api/calculate-vat';
import { DEFAULT_VAT_FORM, MODE_LABELS, MODE_OPTIONS, RATE_PRESETS, toVatRequest, VAT_URL, type VatForm } from './vat-calculator.service';
import './vat-calculator.css';

// Worked out in the page (vatInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;

export default function VatCalculatorPage() {
  const { value: form, update } = useUrlState<VatForm>(VAT_URL, DEFAULT_VAT_FORM);
  const answer = useLatestRequest(toVatRequest(form), calculateVat, { delayMs: SEND_DELAY_MS, fallbackError: VAT_ERROR, local: vatInPage });

  return (
    <SplitToolLayout
      inputs={
        <Card title="Dati">
          <SelectField
            label="Calcolo"
            value={form.mode}
            options={MODE_OPTIONS}
            optionLabel={(mode) => MODE_LABELS[mode].option}
            detailUnder
            onChange={(mode) => update({ mode })}
          />
          <DecimalField label={MODE_LABELS[form.mode].amount} value={form.amount} onChange={(value) => update({ amount: value })} />
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
          {(result) => (
            <dl className="vat__rows">
              <div className="result-row">
                <dt className="result-row__label">Imponibile</dt>
                <dd className="result-row__value">{formatNumber(result.net, 2)} €</dd>
              </div>
              <div className="result-row">
                <dt className="result-row__label">IVA {formatUpTo(result.rate, 2)}%</dt>
                <dd className="result-row__value">{formatNumber(result.vat, 2)} €</dd>
              </div>
              <div className="result-row vat__total">
                <dt className="result-row__label">Totale ivato</dt>
                <dd className="result-row__value">{formatNumber(result.gross, 2)} €</dd>
              </div>
            </dl>
          )}
        </ResultCard>
      }
      more={
        <Card title="Aliquota">
          <DecimalField
            label="Aliquota IVA (%)"
            value={form.rate}
            onChange={(value) => update({ rate: value })}
            hint="Ordinaria 22%, ridotte 10% e 5%, minima 4%, oppure un'altra aliquota."
          />
          <ChipGroup label="Aliquote italiane" items={RATE_PRESETS} onChoose={(preset) => update({ rate: preset.rate })} />
        </Card>
      }
    />
  );
}
