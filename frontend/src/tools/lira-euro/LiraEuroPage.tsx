import { LIRA_RULES, type LiraResult, type MoneyValueResult } from '@orbita/proto-types/lira';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertLiraForm, DEFAULT_LIRA_FORM, LIRA_DIRECTION_LABELS, LIRA_DIRECTIONS, LIRA_URL, moneyValueYears, type LiraForm } from './lira-euro.service';
import './lira-euro.css';

/** Lire in whole lire, or to the centesimo when the sum has them (a lira of 1861 was spent in centesimi). */
const lireOf = (lire: number): string => `${formatNumber(lire, lire % 1 === 0 ? 0 : 2)} lire`;

/** The sum in money of another year, with its steps, the ISTAT table it comes from and that table's source. */
function ValueInTime({ value }: { value: MoneyValueResult }) {
  const headline = value.toCurrency === 'euro' ? `${formatNumber(value.value, 2)} €` : lireOf(value.value);
  const sameYear = value.year === value.toYear;
  return (
    <>
      <h3>Valore nel {value.toYear}</h3>
      <p className="lira__headline">{headline}</p>
      <ol>
        {value.steps.map((step) => (
          <li key={step.label}>
            <span>{step.label}</span>: <strong>{step.value}</strong>
          </li>
        ))}
      </ol>
      {!sameYear && (
        <p className="muted">
          Tavola Istat in valori del {value.tableYear}. Fonte: <a href={value.source.url}>{value.source.title}</a>
          {value.confirmed ? '' : ' (da confermare)'}. Coefficienti Istat a fini di analisi storica, non per le rivalutazioni legali.
        </p>
      )}
    </>
  );
}

function Result({ result, value }: { result: LiraResult; value?: MoneyValueResult }) {
  const headline = result.direction === 'lire-to-euro' ? `${formatNumber(result.euro, 2)} €` : `${formatNumber(result.lire)} lire`;
  return (
    <>
      <p className="lira__headline">{headline}</p>
      <p className="muted">{result.formula}</p>
      {value && <ValueInTime value={value} />}
      <RulesAndPrint heading="Regole applicate" rules={LIRA_RULES} printLabel="Stampa" />
    </>
  );
}

const YEARS = moneyValueYears();
const yearLabel = (year: string) => (year === '' ? 'Nessuno' : year);

export default function LiraEuroPage() {
  const { value: form, update } = useUrlState<LiraForm>(LIRA_URL, DEFAULT_LIRA_FORM);
  // Exact and instant: the result follows every keystroke without a round trip.
  const outcome = convertLiraForm(form);
  return (
    <SplitToolLayout
      className="lira"
      inputs={
        <Card title="Somma" label="Somma da convertire">
          <SelectField label="Conversione" value={form.from} options={LIRA_DIRECTIONS} optionLabel={(option) => LIRA_DIRECTION_LABELS[option]} onChange={(from) => update({ from })} />
          <DecimalField label={form.from === 'lire' ? 'Somma in lire' : 'Somma in euro (€)'} value={form.amount} onChange={(amount) => update({ amount })} />
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in outcome ? (
            <Alert tone="error">{outcome.error}</Alert>
          ) : (
            <Result result={outcome.result} value={outcome.value} />
          )}
        </Card>
      }
      more={
        <>
          {/* A setting most conversions leave alone: after the answer, so on a phone the sum and its euro share the screen. */}
          <Card title="Valore nel tempo" label="Valore nel tempo">
            <SelectField label="Anno della somma (valore nel tempo)" value={YEARS.includes(form.year) ? form.year : ''} options={YEARS} optionLabel={yearLabel} onChange={(year) => update({ year })} />
            <SelectField label="Quanto vale nell'anno" value={YEARS.includes(form.toYear) ? form.toYear : ''} options={YEARS} optionLabel={yearLabel} onChange={(toYear) => update({ toYear })} />
          </Card>
          <Card title="Il cambio">
            <p className="muted">
              Il cambio è fisso dal 1° gennaio 1999: 1 euro = 1.936,27 lire. Si divide la somma in lire per 1.936,27 e si arrotonda al centesimo; non si usa
              mai un cambio arrotondato né il suo inverso. Questo è il valore nominale: quanto valeva una somma di un anno in potere d&apos;acquisto di oggi
              dipende dall&apos;inflazione.
            </p>
            <p className="muted">
              Valore nel tempo: la somma di un anno si moltiplica per il coefficiente Istat «per tradurre valori monetari» nell&apos;anno scelto e poi, se
              serve, si converte in euro dividendo per 1.936,27 (o in lire moltiplicando). Due anni della stessa tavola Istat si confrontano con il
              rapporto dei loro coefficienti. Sono presenti solo i coefficienti letti su una fonte citabile, quelli non letti sulla tavola Istat con
              «da confermare»; per le altre coppie di anni la pagina lo dice.
            </p>
          </Card>
        </>
      }
    />
  );
}
