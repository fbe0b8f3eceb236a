import { linkToShare } from '../../lib/url-state/share-link';
import { useCopy } from '../../lib/use-copy';
import { Icon } from './Icon';

interface ShareLinkProps {
  /** The page's title, offered to the share sheet. */
  title: string;
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** «Copia link» copies the address, which carries the tool's inputs (personal ones only here, see share-link.ts); «Condividi» opens the device's share sheet where there is one. */
export function ShareLink({ title }: ShareLinkProps) {
  const { copiedKey, copy } = useCopy();
  const copied = copiedKey === 'link';

  const share = async () => {
    try {
      await navigator.share({ title, url: linkToShare() });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the visitor.
    }
  };

  return (
    <>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy(linkToShare(), 'link')}>
        <Icon name={copied ? 'check' : 'link'} size={16} />
        <span className="btn__text">{copied ? 'Link copiato!' : 'Copia link'}</span>
      </button>
      {canShare() ? (
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void share()}>
          <Icon name="share" size={16} />
          <span className="btn__text">Condividi</span>
        </button>
      ) : null}
      <span className="visually-hidden" role="status">
        {copied ? 'Link copiato negli appunti' : ''}
      </span>
    </>
  );
}
