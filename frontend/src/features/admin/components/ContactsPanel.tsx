import type { ContactMessage } from '@orbita/proto-types';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';
import { EmailLink } from './EmailLink';

interface ContactsPanelProps {
  contacts: ContactMessage[];
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Unread first, then newest, as the server orders them; unread messages stand out and carry the NUOVO mark. */
export function ContactsPanel({ contacts, onMarkRead, onDelete }: ContactsPanelProps) {
  if (contacts.length === 0) return <p className="empty-result">Nessun messaggio di contatto.</p>;
  return (
    <ul className="admin__list">
      {contacts.map((contact) => (
        <li key={contact.id} className={contact.read ? 'admin__item' : 'admin__item admin__item--unread'}>
          <div className="admin__item-head">
            <h3 className="admin__item-title">
              {contact.name}
              {contact.read ? null : <span className="badge badge--accent admin__new">NUOVO</span>}
            </h3>
            <span className="admin__date">{formatDateTime(contact.createdAt)}</span>
          </div>
          <EmailLink address={contact.email} />
          {contact.subject ? <p className="admin__subject">{contact.subject}</p> : null}
          <p className="admin__message">{contact.message}</p>
          <div className="admin__actions">
            {contact.read ? null : (
              <button type="button" className="btn btn--secondary btn--small" onClick={() => onMarkRead(contact.id)}>
                <Icon name="check" size={16} />
                Segna come letto
              </button>
            )}
            <button type="button" className="btn btn--danger btn--small" onClick={() => onDelete(contact.id)} aria-label={`Elimina il messaggio di ${contact.name}`}>
              <Icon name="trash" size={16} />
              Elimina
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
