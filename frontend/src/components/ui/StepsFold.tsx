import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The long detail of an answer (how the figures come about, period by period), folded under «Mostra i
 * passaggi»: the answer stays a few lines on a phone, and the steps are one tap away. Open on paper: the print
 * stylesheet opens it where the browser knows ::details-content; elsewhere it is opened before printing and
 * folded again after, as the visitor left it.
 */
export function StepsFold({ children }: { children: ReactNode }) {
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    let reopen = false;
    const before = () => {
      const details = fold.current;
      if (!details || details.open) return;
      reopen = true;
      details.open = true;
    };
    const after = () => {
      if (reopen && fold.current) fold.current.open = false;
      reopen = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return (
    <details className="steps-fold" ref={fold}>
      <summary className="steps-fold__summary">Mostra i passaggi</summary>
      <div className="steps-fold__body">{children}</div>
    </details>
  );
}
