import type { ReactNode } from 'react';
import type { AppliedRule } from '@orbita/proto-types';
import { onDay } from '../../lib/format';
import './rules-list.css';

interface RulesListProps {
  /** «Regole del 2025» or «Regole applicate»: the list adds «, verificate il {data}» (or «l'8 …»). */
  heading: string;
  rules: readonly AppliedRule[];
}

/** The rules an answer stood on, each with its source, under the result; a value not yet confirmed says so. */
export function RulesList({ heading, rules }: RulesListProps) {
  const checked = rules.reduce((latest, rule) => (rule.checked > latest ? rule.checked : latest), '');
  return (
    <section className="rules" aria-label="Regole e fonti">
      <h3 className="rules__title">
        {heading}
        {checked ? `, verificate ${onDay(checked)}` : ''}
      </h3>
      <ul className="rules__list">
        {rules.map((rule) => (
          <li key={`${rule.name}|${rule.value}`} className="rules__item">
            <span className="rules__name">{rule.name}</span>: <strong>{rule.value}</strong>{' '}
            <a className="rules__source" href={rule.source.url} target="_blank" rel="noreferrer noopener">
              {rule.source.title}
            </a>
            {rule.confirmed ? null : <span className="badge rules__unconfirmed"> da confermare sulla fonte ufficiale</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** «Stampa»: the print stylesheet leaves the result and its rules on a clean page. */
export function PrintButton({ label = 'Stampa' }: { label?: string }) {
  return (
    <button type="button" className="btn btn--secondary no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}

interface RulesAndPrintProps extends RulesListProps {
  /** The words of the print button, e.g. «Stampa il prospetto». */
  printLabel: string;
  /** Other actions on the same answer, in the same row before the print button (a download, a copy). */
  children?: ReactNode;
}

/** The end of an answer that stands on rules: the rules with their sources, then one row of actions ending in «Stampa». */
export function RulesAndPrint({ heading, rules, printLabel, children }: RulesAndPrintProps) {
  return (
    <>
      <RulesList heading={heading} rules={rules} />
      <div className="rules__actions no-print">
        {children}
        <PrintButton label={printLabel} />
      </div>
    </>
  );
}
