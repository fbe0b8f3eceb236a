import type { ReactNode } from 'react';

/**
 * The long detail of an answer (how the figures come about, period by period), folded under «Mostra i
 * passaggi»: the answer stays a few lines on a phone, and the steps are one tap away. Open on paper.
 */
export function StepsFold({ children }: { children: ReactNode }) {
  return (
    <details className="steps-fold">
      <summary className="steps-fold__summary">Mostra i passaggi</summary>
      <div className="steps-fold__body">{children}</div>
    </details>
  );
}
