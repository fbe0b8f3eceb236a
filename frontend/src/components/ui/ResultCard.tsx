import { useId, type ReactNode } from 'react';
import type { LatestRequestState } from '../../lib/use-latest-request';
import { Alert } from './Alert';
import { Loading } from './Spinner';

interface ResultCardProps<R> {
  /** What useLatestRequest holds for the tool's current input. */
  answer: LatestRequestState<R>;
  /** Said while the answer is on its way, e.g. «Calcolo in corso…». */
  loadingLabel: string;
  /** The answer, shown only when there is one and no error. */
  children: (result: R) => ReactNode;
  /** Its place in the page's layout, e.g. `tool-layout__result`. */
  className?: string;
}

/** The «Risultato» card of a tool that asks the API: error, loading and the answer, announced politely. */
export function ResultCard<R>({ answer, loadingLabel, children, className }: ResultCardProps<R>) {
  const id = useId();
  const waiting = answer.data === null && !answer.error;
  // An answer to an older input, while the newer one is on its way: marked as old, never passed off as the new one's.
  const stale = answer.loading && answer.data !== null && !answer.error;
  const classes = ['card', className, waiting ? 'result-card--waiting' : '', stale ? 'result-card--stale' : ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={`${id}-result`} aria-live="polite" aria-busy={answer.loading}>
      <h2 id={`${id}-result`} className="card__title">
        Risultato
      </h2>
      {answer.error ? <Alert tone="error">{answer.error}</Alert> : null}
      {/* Once there is an answer, a newer one replaces it in place: a loading line above it would push it down at each keystroke. */}
      {answer.loading && answer.data === null ? <Loading label={loadingLabel} /> : null}
      {stale ? <p className="result-card__stale-note" role="status">Aggiornamento…</p> : null}
      {answer.data !== null && !answer.error ? children(answer.data) : null}
    </section>
  );
}
