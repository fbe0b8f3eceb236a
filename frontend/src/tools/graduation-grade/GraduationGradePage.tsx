import { useId } from 'react';
import { examLines, GRADUATION_RULES, type GraduationResult } from '@orbita/proto-types/graduation';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { formatNumber, formatUpTo, plural } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { DEFAULT_GRADUATION_FORM, GRADUATION_URL, graduationOfForm, type GraduationForm } from './graduation-grade.service';
import './graduation-grade.css';

function Result({ result }: { result: GraduationResult }) {
  return (
    <>
      <dl className="graduation__rows">
        <div className="result-row graduation__headline">
          <dt className="result-row__label">Voto di partenza</dt>
          <dd className="result-row__value">{formatNumber(result.startingGrade, 2)}/110</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Media ponderata</dt>
          <dd className="result-row__value">{formatNumber(result.weightedAverage, 2)}/30</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Media aritmetica</dt>
          <dd className="result-row__value">{formatNumber(result.arithmeticAverage, 2)}/30</dd>
        </div>
        <div className="result-row">
          <dt className="result-row__label">Con i punti aggiunti</dt>
          <dd className="result-row__value">
            {formatNumber(result.finalGrade, 2)}/110 (arrotondato {result.roundedGrade}/110)
          </dd>
        </div>
      </dl>
      <p className="muted">
        {plural(result.exams, '1 esame', `${result.exams} esami`)} per {formatUpTo(result.credits, 1)} CFU
        {result.honours > 0 ? `, ${plural(result.honours, '1 lode contata', `${result.honours} lodi contate`)} come ${formatUpTo(result.honoursValue, 2)}` : ''}.
      </p>
      <ol className="graduation__steps">
        {result.steps.map((step) => (
          <li key={step.label}>
            <strong>{step.label}</strong>: {step.value}
          </li>
        ))}
      </ol>
      <RulesAndPrint heading="Regole applicate" rules={GRADUATION_RULES} printLabel="Stampa il prospetto" />
    </>
  );
}

export default function GraduationGradePage() {
  const id = useId();
  const { value: form, update } = useUrlState<GraduationForm>(GRADUATION_URL, DEFAULT_GRADUATION_FORM);
  // Instant and in the browser: the result follows every keystroke.
  const outcome = graduationOfForm(form);

  return (
    <SplitToolLayout
      className="graduation"
      inputs={
        <Card title="Esami" label="Esami sostenuti">
          <Field label="Esami: voto e CFU, uno per riga" htmlFor={`${id}-exams`} hint="«27 9», «30L 6» o «30 e lode 6»; puoi incollare l'elenco del libretto online">
            <textarea
              id={`${id}-exams`}
              className="input graduation__exams"
              rows={8}
              spellCheck={false}
              autoComplete="off"
              value={form.exams}
              onChange={(e) => update({ exams: e.target.value })}
            />
          </Field>
          {/* The exams as typed, for paper: a textarea prints as one tall column, a list in columns takes a third of it. */}
          <div className="graduation__printed" aria-hidden="true">
            <p className="graduation__printed-title">Esami (voto e CFU)</p>
            <ol className="graduation__printed-exams">
              {examLines(form.exams).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          </div>
        </Card>
      }
      result={
        <Card title="Risultato">
          {outcome.result ? <Result result={outcome.result} /> : <Alert tone="error">{outcome.error}</Alert>}
          {outcome.withoutGrade > 0 ? (
            <p className="muted">{plural(outcome.withoutGrade, '1 idoneità esclusa', `${outcome.withoutGrade} idoneità escluse`)} dalla media.</p>
          ) : null}
          {outcome.unread.length > 0 ? (
            <Alert tone="info">
              Righe non lette (scrivi voto e CFU): {outcome.unread.slice(0, 5).map((line) => `«${line}»`).join(', ')}
              {outcome.unread.length > 5 ? ` e altre ${outcome.unread.length - 5}` : ''}
            </Alert>
          ) : null}
        </Card>
      }
      more={
        <Card title="Regole del tuo corso">
          <DecimalField
            label="Valore della lode"
            value={form.honoursValue}
            onChange={(honoursValue) => update({ honoursValue })}
            hint="30 nella maggior parte dei corsi; alcuni regolamenti la contano 30,33, 31 o più"
          />
          <DecimalField label="Punti aggiunti dalla commissione" value={form.bonus} onChange={(bonus) => update({ bonus })} hint="Tesi, laurea in corso, Erasmus: come dice il regolamento" />
          <p className="muted">
            Le idoneità (lingue, tirocini) non entrano nella media. Ogni ateneo decide come arrotondare e quanti punti dare: controlla il regolamento del tuo corso.
          </p>
        </Card>
      }
    />
  );
}
