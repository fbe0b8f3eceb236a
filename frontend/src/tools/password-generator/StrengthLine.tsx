import { useEffect, useState } from 'react';
import { loadStrengthChecker, type StrengthEstimate } from './strength';

/** zxcvbn-ts's estimate of `secret`, loaded on first use; the previous one is never shown for a new secret. */
export function StrengthLine({ secret }: { secret: string }) {
  const [estimate, setEstimate] = useState<{ secret: string; result: StrengthEstimate } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadStrengthChecker().then(
      (check) => live && setEstimate({ secret, result: check(secret) }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [secret]);

  if (failed) return <p className="muted">Stima della robustezza non disponibile: ricarica la pagina per riprovare.</p>;
  const result = estimate?.secret === secret ? estimate.result : null;
  // While the dictionaries load, lines of the same height stand in: the estimate never moves what is under it, and the
  // answer's largest text is painted with the password, not seconds later when the dictionaries arrive (that late
  // paint was the page's Largest Contentful Paint, 5 s in Lighthouse's phone run).
  return (
    <div className="password__strength" aria-busy={!result}>
      <p>
        Robustezza stimata:{' '}
        {result ? (
          <>
            <strong className={`password__score password__score--${result.score}`}>{result.label}</strong> ({result.score} su 4)
          </>
        ) : (
          'stima in corso…'
        )}
      </p>
      <meter
        className={result ? 'password__meter' : 'password__meter password__meter--waiting'}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={result?.score ?? 0}
        aria-label="Robustezza stimata"
        aria-hidden={!result}
      />
      {/* The times as two short lines, each smaller than the sentence that stands in for them: text painted later and
          larger would become the Largest Contentful Paint. */}
      {result ? (
        <>
          <p className="muted">Per indovinarla servirebbero:</p>
          <ul className="muted password__guesses">
            <li>{result.offlineSlow} a chi prova 10.000 combinazioni al secondo;</li>
            <li>{result.offlineFast} a chi ne prova 10 miliardi.</li>
          </ul>
        </>
      ) : (
        <p className="muted">
          Il tempo che servirebbe per indovinarla, a chi prova 10.000 combinazioni al secondo e a chi ne prova 10 miliardi, è in
          calcolo con i dizionari italiani di zxcvbn-ts.
        </p>
      )}
      {result?.warning ? <p className="muted">{result.warning}</p> : null}
    </div>
  );
}
