import { DecimalField } from '../../components/ui/DecimalField';
import { SelectField } from '../../components/ui/SelectField';
import { SelectPair } from '../../components/ui/SelectPair';
import { ResultCard } from '../../components/ui/ResultCard';
import { formatUpTo, LOCALE } from '../../lib/format';
import { parseDecimal } from '../../lib/parse-decimal';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertUnit, UNIT_ERROR } from './api/convert-unit';
import { coherentUnits, DEFAULT_UNIT_FORM, QUANTITY_OPTIONS, quantityLabel, toUnitRequest, UNIT_URL, unitLabel, unitsOf, type UnitForm } from './unit-converter.service';
import './unit-converter.css';

const SEND_DELAY_MS = 250;
const SIGNIFICANT = new Intl.NumberFormat(LOCALE, { maximumSignificantDigits: 12 });

export default function UnitConverterPage() {
  const { value: stored, set: setForm } = useUrlState<UnitForm>(UNIT_URL, DEFAULT_UNIT_FORM);
  const form = coherentUnits(stored);
  const answer = useLatestRequest(toUnitRequest(form), convertUnit, { delayMs: SEND_DELAY_MS, fallbackError: UNIT_ERROR });
  const typed = parseDecimal(form.value);

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Dati">
        <h2 className="card__title">Dati</h2>
        <SelectField
          label="Grandezza"
          value={form.quantity}
          options={QUANTITY_OPTIONS}
          optionLabel={quantityLabel}
          onChange={(quantity) => setForm((current) => coherentUnits({ ...current, quantity }))}
        />
        <DecimalField label="Valore" value={form.value} onChange={(value) => setForm((current) => ({ ...coherentUnits(current), value }))} />
        <SelectPair
          value={{ from: form.from, to: form.to }}
          onChange={(pair) => setForm((current) => ({ ...coherentUnits(current), ...pair }))}
          options={unitsOf(form.quantity)}
          optionLabel={(unit) => unitLabel(form.quantity, unit)}
          labels={{ from: 'Da', to: 'A', swap: 'Inverti le unità' }}
        />
      </section>
      <ResultCard answer={answer} loadingLabel="Conversione in corso…">
        {(result) => (
          <>
            <p className="unit__result">
              {formatUpTo(typed, 12)} {result.from.name} = <strong>{SIGNIFICANT.format(result.result)}</strong> {result.to.name}
            </p>
            {result.reverse !== undefined ? (
              <p className="unit__reverse">
                {formatUpTo(typed, 12)} {result.to.name} = <strong>{SIGNIFICANT.format(result.reverse)}</strong> {result.from.name}
              </p>
            ) : null}
            <p className="muted unit__formula">{result.formula}</p>
          </>
        )}
      </ResultCard>
    </div>
  );
}
