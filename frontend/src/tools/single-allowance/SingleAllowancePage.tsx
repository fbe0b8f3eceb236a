import { useId } from 'react';
import { DISABILITIES, DISABILITY_LABELS, type AllowanceResult, type Disability } from '@orbita/proto-types/single-allowance';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DateInput } from '../../components/ui/DateInput';
import { DecimalField } from '../../components/ui/DecimalField';
import { Field } from '../../components/ui/Field';
import { PrintButton, RulesList } from '../../components/ui/RulesList';
import { StepsFold } from '../../components/ui/StepsFold';
import { SelectField } from '../../components/ui/SelectField';
import { YesNoCheck } from '../../components/ui/YesNoCheck';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import {
  ALLOWANCE_FORM_YEARS,
  ALLOWANCE_URL,
  calculateAllowanceForm,
  defaultAllowanceForm,
  readChildren,
  writeChildren,
  type AllowanceChildForm,
  type AllowanceForm,
} from './single-allowance.service';
import './single-allowance.css';

const MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MONTH_NAMES = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const DEFAULT_FORM = defaultAllowanceForm();
const euro = (value: number) => `${formatNumber(value, 2)} €`;
const ageText = (age: number) => (age === 0 ? '< 1 anno' : age === 1 ? '1 anno' : `${age} anni`);


function ChildRow({ position, child, onChange, onRemove }: { position: number; child: AllowanceChildForm; onChange: (child: AllowanceChildForm) => void; onRemove?: () => void }) {
  const id = useId();
  return (
    <li className="allowance__child">
      <Field label={`Data di nascita del figlio ${position}`} htmlFor={`${id}-birth`}>
        <DateInput id={`${id}-birth`} value={child.birthDate} onChange={(birthDate) => onChange({ ...child, birthDate })} />
      </Field>
      <SelectField<Disability>
        label={`Disabilità del figlio ${position}`}
        value={child.disability}
        options={DISABILITIES}
        optionLabel={(degree) => DISABILITY_LABELS[degree]}
        onChange={(disability) => onChange({ ...child, disability })}
      />
      {onRemove ? (
        <button type="button" className="btn btn--secondary btn--small allowance__remove" onClick={onRemove}>
          Togli il figlio {position}
        </button>
      ) : null}
    </li>
  );
}

function Children({ result }: { result: AllowanceResult }) {
  return (
    <div className="allowance__scroll" tabIndex={0} role="region" aria-label="Assegno per figlio">
      <table className="allowance__table">
        <caption className="visually-hidden">Assegno per figlio</caption>
        <thead>
          <tr>
            <th scope="col">Figlio</th>
            <th scope="col">Base</th>
            <th scope="col">In più</th>
            <th scope="col">Al mese</th>
          </tr>
        </thead>
        <tbody>
          {result.children.map((child, index) => (
            <tr key={`${index}-${child.birthDate}`}>
              <td>
                {index + 1} ({ageText(child.age)})
              </td>
              <td>{child.entitled ? euro(child.base) : 'non spetta'}</td>
              <td>{euro(child.total - child.base)}</td>
              <td>{euro(child.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Result({ result }: { result: AllowanceResult }) {
  const unconfirmed = result.rules.some((rule) => !rule.confirmed);
  return (
    <>
      <p className="allowance__headline">{euro(result.total)}</p>
      <p className="muted">
        al mese a {MONTH_NAMES[result.month - 1]} {result.year}, {result.isee === null ? 'senza ISEE (importi minimi)' : "con l'ISEE indicato"}
      </p>
      {unconfirmed ? (
        <Alert tone="info">
          Importi {result.year} da confermare: sono ricavati dalle fonti che riportano la circolare INPS, non letti nella circolare stessa.
        </Alert>
      ) : null}
      <Children result={result} />
      {result.largeFamily > 0 ? <p>Maggiorazione per quattro o più figli: {euro(result.largeFamily)} al mese.</p> : null}
      {result.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      {/* Twelve rules and the steps would put the children's dates a few screens under the answer on a phone. */}
      <StepsFold>
        <ol className="allowance__steps">
          {result.steps.map((step) => (
            <li key={step.label}>
              <span>{step.label}</span>: <strong>{step.value}</strong>
            </li>
          ))}
        </ol>
        <RulesList heading="Regole applicate" rules={result.rules} />
      </StepsFold>
      <div className="rules__actions no-print">
        <PrintButton label="Stampa" />
      </div>
    </>
  );
}

export default function SingleAllowancePage() {
  // Birth dates and the ISEE are personal: they stay out of the address until the visitor asks for a link.
  const { value: form, update } = useUrlState<AllowanceForm>(ALLOWANCE_URL, DEFAULT_FORM, { private: true });
  const children = readChildren(form.children);
  const setChildren = (next: readonly AllowanceChildForm[]) => update({ children: writeChildren(next) });
  // Exact and instant: the result follows every keystroke without a round trip.
  const outcome = calculateAllowanceForm(form);
  return (
    <SplitToolLayout
      className="allowance"
      inputs={
        <Card title="ISEE e mese" label="ISEE e mese considerato">
          <DecimalField label="ISEE (€), vuoto se non presentato" value={form.isee} onChange={(isee) => update({ isee })} />
          <div className="allowance__when">
            <SelectField label="Anno" value={form.year} options={ALLOWANCE_FORM_YEARS} onChange={(year) => update({ year })} />
            <SelectField label="Mese" value={form.month} options={MONTHS} optionLabel={(month) => MONTH_NAMES[month - 1]!} onChange={(month) => update({ month })} />
          </div>
        </Card>
      }
      result={<Card title="Assegno mensile">{'result' in outcome ? <Result result={outcome.result} /> : <Alert tone="error">{outcome.error}</Alert>}</Card>}
      more={
        <>
          <Card title="Figli e maggiorazioni" label="Figli e maggiorazioni">
            <ol className="allowance__children" aria-label="Figli">
              {children.map((child, index) => (
                <ChildRow
                  key={index}
                  position={index + 1}
                  child={child}
                  onChange={(next) => setChildren(children.map((other, at) => (at === index ? next : other)))}
                  onRemove={children.length > 1 ? () => setChildren(children.filter((_, at) => at !== index)) : undefined}
                />
              ))}
            </ol>
            <button type="button" className="btn btn--secondary" onClick={() => setChildren([...children, { birthDate: '', disability: 'none' }])}>
              Aggiungi un figlio
            </button>
            <YesNoCheck label="La madre ha meno di 21 anni" value={form.youngMother} onChange={(youngMother) => update({ youngMother })} />
            <YesNoCheck label="Entrambi i genitori hanno un reddito da lavoro" value={form.working} onChange={(working) => update({ working })} />
          </Card>
          <Card title="Come si calcola">
            <p className="muted">
              L&apos;assegno unico (D.Lgs. 230/2021, art. 4) spetta per ogni figlio minorenne, per i figli dai 18 ai 20 anni che studiano o lavorano
              con un reddito basso, e per i figli con disabilità senza limiti di età. Gli importi sono pieni fino alla soglia ISEE più bassa e scendono
              in proporzione fino a quella più alta; senza ISEE spettano i minimi. Si aggiungono le maggiorazioni: dal terzo figlio, per disabilità,
              sotto un anno, da 1 a 3 anni nei nuclei con almeno tre figli, per la madre con meno di 21 anni, per i genitori entrambi lavoratori e per
              i nuclei con quattro o più figli. L&apos;INPS rivaluta importi e soglie ogni anno. L&apos;età di un figlio è quella compiuta il primo
              giorno del mese scelto.
            </p>
          </Card>
        </>
      }
    />
  );
}
