import { LIRA_RULES, type LiraResult } from '@orbita/proto-types/lira';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { DecimalField } from '../../components/ui/DecimalField';
import { RulesAndPrint } from '../../components/ui/RulesList';
import { SelectField } from '../../components/ui/SelectField';
import { formatNumber } from '../../lib/format';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { convertLiraForm, DEFAULT_LIRA_FORM, LIRA_DIRECTION_LABELS, LIRA_DIRECTIONS, LIRA_URL, type LiraForm } from './lira-euro.service';
import './lira-euro.css';

function Result({ result }: { result: LiraResult }) {
  const headline = result.direction === 'lire-to-euro' ? `${formatNumber(result.euro, 2)} €` : `${formatNumber(result.lire)} lire`;
  return (
    <>
      <p className="lira__headline">{headline}</p>
      <p className="muted">{result.formula}</p>
      <RulesAndPrint heading="Regole applicate" rules={LIRA_RULES} printLabel="Stampa" />
    </>
  );
}

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
      result={<Card title="Risultato">{'result' in outcome ? <Result result={outcome.result} /> : <Alert tone="error">{outcome.error}</Alert>}</Card>}
      more={
        <Card title="Il cambio">
          <p className="muted">
            Il cambio è fisso dal 1° gennaio 1999: 1 euro = 1.936,27 lire. Si divide la somma in lire per 1.936,27 e si arrotonda al centesimo; non si usa
            mai un cambio arrotondato né il suo inverso. Questo è il valore nominale: quanto valeva una somma di un anno in potere d&apos;acquisto di oggi
            dipende dall&apos;inflazione, che questa pagina non calcola.
          </p>
        </Card>
      }
    />
  );
}
