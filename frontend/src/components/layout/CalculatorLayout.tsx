import type { ReactNode } from 'react';
import type { LatestRequestState } from '../../lib/use-latest-request';
import { Card } from '../ui/Card';
import { ResultCard } from '../ui/ResultCard';
import { SplitToolLayout } from './SplitToolLayout';

interface CalculatorLayoutProps<R> {
  /** The first inputs (the amount), in the «Dati» card. */
  inputs: ReactNode;
  /** What useLatestRequest holds for the inputs. */
  answer: LatestRequestState<R>;
  /** The result drawn from an answer. */
  result: (result: R) => ReactNode;
  /** Said while the first answer is on its way. */
  loadingLabel?: string;
  /** The title of the card of the other inputs («Altri dati», «Periodo»). */
  moreTitle: string;
  more: ReactNode;
  className?: string;
}

/**
 * A money calculator: the amount, its result beside or under it, then the other inputs. The inputs' cards stay
 * off paper, so «Stampa» prints the result with the rules it cites.
 */
export function CalculatorLayout<R>({ inputs, answer, result, loadingLabel = 'Calcolo in corso…', moreTitle, more, className }: CalculatorLayoutProps<R>) {
  return (
    <SplitToolLayout
      className={className}
      inputs={
        <Card title="Dati" noPrint>
          {inputs}
        </Card>
      }
      result={
        <ResultCard answer={answer} loadingLabel={loadingLabel}>
          {result}
        </ResultCard>
      }
      more={
        <Card title={moreTitle} noPrint>
          {more}
        </Card>
      }
    />
  );
}
