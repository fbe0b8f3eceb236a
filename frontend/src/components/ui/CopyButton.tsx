import { useCopy } from '../../lib/use-copy';
import { Icon } from './Icon';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words, e.g. «Copia il codice». */
  label: string;
  /** What it says for two seconds once copied, e.g. «Codice copiato». */
  copiedLabel: string;
}

/** Copies one computed value (a codice fiscale, an IBAN) and says so, on screen and to a screen reader. */
export function CopyButton({ text, label, copiedLabel }: CopyButtonProps) {
  const { copiedKey, copy } = useCopy();
  const copied = copiedKey === text;
  return (
    <>
      <button type="button" className="btn btn--secondary btn--small no-print" onClick={() => void copy(text)}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {copied ? copiedLabel : label}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `${copiedLabel} negli appunti` : ''}
      </span>
    </>
  );
}
