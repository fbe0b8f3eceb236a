import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { SelectField } from '../../components/ui/SelectField';
import { SelectPair } from '../../components/ui/SelectPair';
import { ResultCard } from '../../components/ui/ResultCard';
import { equalsOrAbout } from '../../lib/format';
import { decimalValue } from '../../lib/parse-decimal';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertUnit, UNIT_ERROR, unitInPage } from './api/convert-unit';
import { amountOf, coherentUnits, DEFAULT_UNIT_FORM, QUANTITY_OPTIONS, quantityLabel, toUnitRequest, UNIT_URL, unitLabel, unitsOf, type UnitForm } from './unit-converter.service';
import './unit-converter.css';

// Worked out in the page (unitInPage); the service's answer would be the same.
const SEND_DELAY_MS = 0;

export default function UnitConverterPage() {
  const { value: stored, set: setForm } = useUrlState<UnitForm>(UNIT_URL, DEFAULT_UNIT_FORM);
  const form = coherentUnits(stored);
  const answer = useLatestRequest(toUnitRequest(form), convertUnit, { delayMs: SEND_DELAY_MS, fallbackError: UNIT_ERROR, local: unitInPage });
  const typed = decimalValue(form.value);

  return (
    <SplitToolLayout
      inputs={
        <Card title="Dati">
          <SelectField
            label="Grandezza"
            value={form.quantity}
            options={QUANTITY_OPTIONS}
            optionLabel={quantityLabel}
            onChange={(quantity) => setForm((current) => coherentUnits({ ...current, quantity }))}
          />
          <DecimalField label="Valore" value={form.value} onChange={(value) => setForm((current) => ({ ...coherentUnits(current), value }))} />
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel="Conversione in corso…">
          {(result) => (
            <>
              <p className="unit__result">
                {amountOf(typed, result.from.symbol, true)} {equalsOrAbout(result.result)} <strong>{amountOf(result.result, result.to.symbol)}</strong>
              </p>
              {result.reverse !== undefined ? (
                <p className="unit__reverse">
                  {amountOf(typed, result.to.symbol, true)} {equalsOrAbout(result.reverse)} <strong>{amountOf(result.reverse, result.from.symbol)}</strong>
                </p>
              ) : null}
              <p className="muted unit__formula">{result.formula}</p>
            </>
          )}
        </ResultCard>
      }
      more={
        <Card title="Unità">
          <SelectPair
            value={{ from: form.from, to: form.to }}
            onChange={(pair) => setForm((current) => ({ ...coherentUnits(current), ...pair }))}
            options={unitsOf(form.quantity)}
            optionLabel={(unit) => unitLabel(form.quantity, unit)}
            labels={{ from: 'Da', to: 'A', swap: 'Inverti le unità' }}
          />
        </Card>
      }
    />
  );
}
