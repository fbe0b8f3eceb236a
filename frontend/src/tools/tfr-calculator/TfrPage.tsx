import { italianMonth, TFR_MIN_YEAR, TFR_RULES, type TfrResult } from '@orbita/proto-types/tfr';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { IntegerField } from '../../components/ui/IntegerField';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { calculateTfrForm, DEFAULT_TFR_FORM, TFR_MAX_YEAR, TFR_URL, type TfrForm } from './tfr.service';
import './tfr-calculator.css';

const MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MONTH_NAMES = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const euro = (value: number) => `${formatNumber(value, 2)} €`;
const percent = (text: string) => `${text.replace('.', ',')}%`;

function Years({ result }: { result: TfrResult }) {
  return (
    <div className="tfr__scroll" tabIndex={0} role="region" aria-label="TFR anno per anno">
      <table className="tfr__table">
        <caption className="visually-hidden">TFR anno per anno</caption>
        <thead>
          <tr>
            <th scope="col">Anno</th>
            <th scope="col">Quota netta</th>
            <th scope="col">Coefficiente</th>
            <th scope="col">Rivalutazione</th>
            <th scope="col">Imposta sost.</th>
            <th scope="col">Fondo al 31/12</th>
          </tr>
        </thead>
        <tbody>
          {result.years.map((year) => (
            <tr key={year.year}>
              <td>{year.year}</td>
              <td>{euro(year.accrual)}</td>
              <td>{year.coefficient === null ? '—' : percent(year.coefficient)}</td>
              <td>{euro(year.revaluation)}</td>
              <td>{euro(year.substituteTax)}</td>
              <td>{euro(year.closingFund)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The fund at the end of each year, as bars: a picture of the table above, hidden from screen readers. */
function Chart({ result }: { result: TfrResult }) {
  const highest = Math.max(...result.years.map((year) => year.closingFund), 1);
  const width = 100 / result.years.length;
  return (
    <svg className="tfr__chart" viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {result.years.map((year, index) => {
        const height = (year.closingFund / highest) * 38;
        return <rect key={year.year} x={index * width + width * 0.15} width={width * 0.7} y={40 - height} height={height} className="tfr__bar" />;
      })}
    </svg>
  );
}

function Result({ result }: { result: TfrResult }) {
  return (
    <>
      <p className="tfr__headline">{euro(result.tax ? result.tax.net : result.grossTfr)}</p>
      <p className="muted">{result.tax ? `TFR netto stimato, su ${euro(result.grossTfr)} lordi` : `TFR lordo: ${euro(result.grossTfr)}`}</p>
      <Chart result={result} />
      <Years result={result} />
      <ol className="tfr__steps">
        {result.steps.map((step) => (
          <li key={step.label}>
            <span>{step.label}</span>: <strong>{step.value}</strong>
          </li>
        ))}
      </ol>
      <p className="muted">{result.taxNote}</p>
      <p className="muted">Indice FOI presente fino a {italianMonth(result.foiLastMonth)}.</p>
      {result.foiUnconfirmed.length > 0 ? (
        <p className="muted">
          Da confermare sulla fonte ufficiale: l&apos;indice di {result.foiUnconfirmed.map(italianMonth).join(', ')} è ricavato dai coefficienti pubblicati, non
          letto come cifra.
        </p>
      ) : null}
      <RulesAndPrint heading="Regole applicate" rules={TFR_RULES} printLabel="Stampa" />
    </>
  );
}

export default function TfrPage() {
  const { value: form, update } = useUrlState<TfrForm>(TFR_URL, DEFAULT_TFR_FORM);
  // Exact and instant: the result follows every keystroke without a round trip.
  const outcome = calculateTfrForm(form);
  return (
    <SplitToolLayout
      className="tfr"
      inputs={
        <Card title="Rapporto di lavoro" label="Dati del rapporto di lavoro">
          <IntegerField label="Anno di inizio" value={form.from} min={TFR_MIN_YEAR} max={TFR_MAX_YEAR} onChange={(from) => update({ from })} />
          <IntegerField label="Anno di fine" value={form.to} min={TFR_MIN_YEAR} max={TFR_MAX_YEAR} onChange={(to) => update({ to })} />
          <SelectField
            label="Mese di cessazione"
            value={form.endMonth}
            options={MONTHS}
            optionLabel={(month) => MONTH_NAMES[month - 1]!}
            onChange={(endMonth) => update({ endMonth })}
          />
          <DecimalField label="Retribuzione utile annua (€)" value={form.salary} onChange={(salary) => update({ salary })} />
          <DecimalField
            label="Aliquota media dei cinque anni precedenti (%), facoltativa"
            value={form.averageRate}
            onChange={(averageRate) => update({ averageRate })}
          />
        </Card>
      }
      result={<Card title="Risultato">{'result' in outcome ? <Result result={outcome.result} /> : <Alert tone="error">{outcome.error}</Alert>}</Card>}
      more={
        <Card title="Come si calcola">
          <p className="muted">
            Ogni anno matura la retribuzione utile divisa per 13,5, meno lo 0,50% versato all&apos;INPS. Il fondo al 31 dicembre dell&apos;anno prima si
            rivaluta dell&apos;1,5% più il 75% dell&apos;aumento dell&apos;indice ISTAT FOI rispetto a dicembre (nell&apos;anno di cessazione fino al
            mese di cessazione); sulla rivalutazione si paga l&apos;imposta sostitutiva del 17% (11% fino al 2014). La pagina usa la stessa
            retribuzione annua per ogni anno e, nell&apos;anno di cessazione, ne conta i mesi fino a quello di cessazione (da gennaio a
            febbraio: 2/12); l&apos;API accetta una retribuzione per anno.
          </p>
        </Card>
      }
    />
  );
}
