import type { AdminSuggestion } from '@orbita/proto-types';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';
import { EmailLink } from './EmailLink';

const PRIORITY_BADGE: Record<AdminSuggestion['priority'], string> = {
  alta: 'badge badge--danger',
  media: 'badge badge--warning',
  bassa: 'badge',
};

interface SuggestionsPanelProps {
  suggestions: AdminSuggestion[];
  onApprove: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Newest first, as the server orders them. */
export function SuggestionsPanel({ suggestions, onApprove, onDelete }: SuggestionsPanelProps) {
  if (suggestions.length === 0) return <p className="empty-result">Nessun suggerimento.</p>;
  return (
    <ul className="admin__list">
      {suggestions.map((suggestion) => (
        <li key={suggestion.id} className="admin__item">
          <div className="admin__item-head">
            <h3 className="admin__item-title">{suggestion.toolName}</h3>
            <span className="admin__date">{formatDateTime(suggestion.createdAt)}</span>
          </div>
          <div className="admin__badges">
            <span className={PRIORITY_BADGE[suggestion.priority]}>Priorità {suggestion.priority}</span>
            <span className="badge">{suggestion.category}</span>
            <span className={suggestion.status === 'approved' ? 'badge badge--success' : 'badge'}>
              {suggestion.status === 'approved' ? 'Approvato' : 'In valutazione'}
            </span>
            <span className="badge">
              <Icon name="thumbsUp" size={14} />
              {suggestion.votes} {suggestion.votes === 1 ? 'voto' : 'voti'}
            </span>
          </div>
          <p className="admin__message">{suggestion.description}</p>
          {suggestion.email ? (
            <EmailLink address={suggestion.email} />
          ) : null}
          <div className="admin__actions">
            {suggestion.status === 'approved' ? null : (
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => onApprove(suggestion.id)}
                aria-label={`Approva il suggerimento ${suggestion.toolName}`}
              >
                <Icon name="check" size={16} />
                Approva
              </button>
            )}
            <button
              type="button"
              className="btn btn--danger btn--small"
              onClick={() => onDelete(suggestion.id)}
              aria-label={`Elimina il suggerimento ${suggestion.toolName}`}
            >
              <Icon name="trash" size={16} />
              Elimina
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
