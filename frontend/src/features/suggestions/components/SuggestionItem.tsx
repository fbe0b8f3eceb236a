import type { PublicSuggestion } from '@orbita/proto-types';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';
import { PRIORITY_LABELS, shortId, STATUS_LABELS } from '../suggestions.service';

interface SuggestionItemProps {
  suggestion: PublicSuggestion;
  voted: boolean;
  onVote: () => void;
}

export function SuggestionItem({ suggestion, voted, onVote }: SuggestionItemProps) {
  const voteText = voted ? 'Votato' : 'Vota';
  return (
    <li className="suggestion">
      <div className="suggestion__main">
        <h3 className="suggestion__title">{suggestion.toolName}</h3>
        <div className="suggestion__badges">
          <span className="badge">{suggestion.category}</span>
          <span className={`badge suggestion__priority--${suggestion.priority}`}>Priorità {PRIORITY_LABELS[suggestion.priority].toLowerCase()}</span>
          <span className={suggestion.status === 'approved' ? 'badge badge--success' : 'badge badge--warning'}>
            {STATUS_LABELS[suggestion.status]}
          </span>
        </div>
        <p className="suggestion__description">{suggestion.description}</p>
        <p className="suggestion__meta">
          <span>Codice {shortId(suggestion.id)}</span>
          <span>{formatDateTime(suggestion.createdAt)}</span>
        </p>
      </div>
      <button
        type="button"
        className={voted ? 'suggestion__vote suggestion__vote--done' : 'suggestion__vote'}
        // aria-disabled rather than disabled: a button that turns disabled under the keyboard drops focus to the
        // page's body, out of the dialog, where Escape and Tab no longer reach it.
        onClick={voted ? undefined : onVote}
        aria-disabled={voted || undefined}
        // The name starts with what the button shows (count, then action), so speech input can target it (WCAG 2.5.3).
        aria-label={`${suggestion.votes} ${voteText}: ${suggestion.toolName}`}
      >
        <Icon name="thumbsUp" size={18} />
        <span className="suggestion__votes">{suggestion.votes}</span>{' '}
        <span className="suggestion__vote-text">{voteText}</span>
      </button>
    </li>
  );
}
