import { mailtoHref } from '../../../lib/mailto';

/** A visitor's address: a safe `mailto:` link, or plain text when it is no address a link can be built from. */
export function EmailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  if (!href) return <span className="admin__email">{address}</span>;
  return (
    <a href={href} className="admin__email">
      {address}
    </a>
  );
}
