import { useId, useState } from 'react';
import { Field } from '../../components/ui/Field';
import { ResultCard } from '../../components/ui/ResultCard';
import { formatUpTo } from '../../lib/format';
import { useLatestRequest } from '../../lib/use-latest-request';
import { calculateSingleAllowance, SINGLEALLOWANCE_ERROR } from './api/calculate-single-allowance';
import { DEFAULT_VALUE, toCalculateSingleAllowanceRequest } from './single-allowance.service';
import './single-allowance.css';

// No wait: each change sends at once and a newer one aborts the request before it.
const SEND_DELAY_MS = 0;

export default function SingleAllowancePage() {
  const id = useId();
  const [value, setValue] = useState(DEFAULT_VALUE);
  const answer = useLatestRequest(toCalculateSingleAllowanceRequest(value), calculateSingleAllowance, {
    delayMs: SEND_DELAY_MS,
    fallbackError: SINGLEALLOWANCE_ERROR,
  });

  return (
    <div className="tool-layout">
      <section className="card" aria-label="Dati">
        <h2 className="card__title">Dati</h2>
        <Field label="Valore" htmlFor={`${id}-value`}>
          <input id={`${id}-value`} className="input" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
      </section>
      <ResultCard answer={answer} loadingLabel="Calcolo in corso…">
        {(result) => <p className="single-allowance__result">{formatUpTo(result.result, 2)}</p>}
      </ResultCard>
    </div>
  );
}
