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
  if (!result) return <p className="muted password__strength">Stima della robustezza in corso…</p>;
  return (
    <div className="password__strength">
      <p>
        Robustezza stimata: <strong className={`password__score password__score--${result.score}`}>{result.label}</strong> ({result.score} su 4)
      </p>
      <meter className="password__meter" min={0} max={4} low={2} high={3} optimum={4} value={result.score} aria-label="Robustezza stimata" />
      <p className="muted">
        Per indovinarla servirebbero {result.offlineSlow} a chi prova 10.000 combinazioni al secondo, {result.offlineFast} a chi ne prova 10
        miliardi.
      </p>
      {result.warning ? <p className="muted">{result.warning}</p> : null}
    </div>
  );
}
