import { italianMonth, type IstatRevaluationResult } from '@orbita/proto-types/istat-revaluation';
import { LABOUR_CREDIT_SOURCES, type LabourCreditResult } from '@orbita/proto-types/labour-credit';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { MonthYearField } from '../../components/ui/MonthYearField';
import { PrintButton } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { DEFAULT_ISTAT_FORM, ISTAT_URL, ISTAT_USE_LABELS, ISTAT_USES, revalueIstatForm, type IstatForm } from './istat-revaluation.service';
import './istat-revaluation.css';

/** The FOI series starts in December 2015: the years offered run from it to this one (a link may carry another, which the tool refuses in Italian). */
const FIRST_YEAR = 2015;

function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <MonthYearField label={label} value={value} onChange={onChange} firstYear={FIRST_YEAR} lastYear={new Date().getFullYear()} />;
}

function Result({ result }: { result: IstatRevaluationResult }) {
  return (
    <>
      <p className="istat__headline">{formatNumber(result.revalued, 2)} €</p>
      <p className="muted">
        {result.blocked
          ? "Con la cedolare secca il canone non si aggiorna per tutta la durata dell'opzione (art. 3, c. 11, D.Lgs. 23/2011)."
          : `Variazione ISTAT ${formatNumber(result.change, 1)}%, applicata al ${result.share}%: ${formatNumber(result.difference, 2)} € in più.`}
      </p>
      <ol>
        {result.steps.map((step) => (
          <li key={step.label}>
            <span>{step.label}</span>: <strong>{step.value}</strong>
          </li>
        ))}
      </ol>
      <p className="muted">Indice FOI presente fino a {italianMonth(result.foiLastMonth)}. Il canone si aggiorna al 75% se il contratto lo prevede (art. 32 L. 392/1978).</p>
    </>
  );
}

/** A labour credit: the total due, then each step with the rule it applies. */
function LabourResult({ labour }: { labour: LabourCreditResult }) {
  return (
    <>
      <p className="istat__headline">{formatNumber(labour.total, 2)} €</p>
      <p className="muted">
        Credito rivalutato {formatNumber(labour.revalued, 2)} € più {formatNumber(labour.interest, 2)} € di interessi legali, calcolati sul credito
        rivalutato anno per anno.
      </p>
      <ol>
        {labour.steps.map((step) => (
          <li key={step.label}>
            <span>{step.label}</span>: <strong>{step.value}</strong>
            <br />
            <small className="muted">{step.rule}</small>
          </li>
        ))}
      </ol>
      <p className="muted">Indice FOI presente fino a {italianMonth(labour.foiLastMonth)}.</p>
    </>
  );
}

export default function IstatRevaluationPage() {
  const { value: form, update } = useUrlState<IstatForm>(ISTAT_URL, DEFAULT_ISTAT_FORM);
  const outcome = revalueIstatForm(form);
  return (
    <SplitToolLayout
      className="istat"
      inputs={
        <Card title="Somma e periodo" label="Somma e periodo">
          <SelectField label="Cosa rivalutare" value={form.use} options={ISTAT_USES} optionLabel={(use) => ISTAT_USE_LABELS[use]} onChange={(use) => update({ use })} detailUnder />
          <DecimalField label="Somma (€)" value={form.amount} onChange={(amount) => update({ amount })} />
          <MonthField label="Dal mese" value={form.from} onChange={(from) => update({ from })} />
          <MonthField label="Al mese" value={form.to} onChange={(to) => update({ to })} />
        </Card>
      }
      result={
        <Card title="Risultato">
          {'error' in outcome ? <Alert tone="error">{outcome.error}</Alert> : outcome.labour ? <LabourResult labour={outcome.labour} /> : <Result result={outcome.result} />}
          {'error' in outcome ? null : <PrintButton label="Stampa" />}
        </Card>
      }
      more={
        <Card title="Come si calcola">
          <p className="muted">
            La variazione è l&apos;indice FOI (senza tabacchi) del mese di arrivo diviso quello del mese di partenza, meno 1, per 100, arrotondata al primo
            decimale come fa l&apos;ISTAT; tra basi diverse si usa il coefficiente di raccordo ISTAT. La serie parte da dicembre 2015.
          </p>
          <p className="muted">
            Credito di lavoro (art. 429, c. 3, c.p.c.): il credito dovuto in un mese si rivaluta con l&apos;indice FOI fino al mese del pagamento e vi si
            aggiungono gli interessi legali calcolati, per ogni anno a partire dal mese dovuto, sul credito rivalutato fino a quell&apos;anno, non sulla
            somma finale (Cass. SS.UU. n. 38/2001). Se l&apos;indice scende il credito non diminuisce.
          </p>
          <ul className="muted">
            {LABOUR_CREDIT_SOURCES.map((source) => (
              <li key={source.url}>
                <a href={source.url}>{source.title}</a>
              </li>
            ))}
          </ul>
        </Card>
      }
    />
  );
}
