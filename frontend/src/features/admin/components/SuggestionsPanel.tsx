import type { AdminSuggestion } from '@orbita/proto-types';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';

const PRIORITY_BADGE: Record<AdminSuggestion['priority'], string> = {
  alta: 'badge badge--danger',
  media: 'badge badge--warning',
  bassa: 'badge',
};

interface SuggestionsPanelProps {
  suggestions: AdminSuggestion[];
  onDelete: (id: string) => void;
}

/** Most voted first, then newest. */
export function SuggestionsPanel({ suggestions, onDelete }: SuggestionsPanelProps) {
  if (suggestions.length === 0) return <p className="empty-result">Nessun suggerimento.</p>;
  const sorted = [...suggestions].sort((a, b) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt));
  return (
    <ul className="admin__list">
      {sorted.map((suggestion) => (
        <li key={suggestion.id} className="admin__item">
          <div className="admin__item-head">
            <h3 className="admin__item-title">{suggestion.toolName}</h3>
            <span className="admin__date">{formatDateTime(suggestion.createdAt)}</span>
          </div>
          <div className="admin__badges">
            <span className={PRIORITY_BADGE[suggestion.priority]}>Priorità {suggestion.priority}</span>
            <span className="badge">{suggestion.category}</span>
            <span className="badge">
              <Icon name="thumbsUp" size={14} />
              {suggestion.votes} {suggestion.votes === 1 ? 'voto' : 'voti'}
            </span>
          </div>
          <p className="admin__message">{suggestion.description}</p>
          {suggestion.email ? (
            <a href={`mailto:${suggestion.email}`} className="admin__email">
              {suggestion.email}
            </a>
          ) : null}
          <div className="admin__actions">
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
