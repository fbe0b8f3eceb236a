import { useEffect, useState } from 'react';
import type { PublicSuggestion } from '@orbita/proto-types';
import type { SuggestionCategory } from '@orbita/proto-types/enums';
import { Alert } from '../../../components/ui/Alert';
import { Modal } from '../../../components/ui/Modal';
import { Loading } from '../../../components/ui/Spinner';
import { errorMessage, isAbort } from '../../../lib/api-client';
import { getSuggestions, LIST_ERROR } from '../api/get-suggestions';
import { voteSuggestion } from '../api/vote-suggestion';
import { categoryCounts, suggestionStats, visibleSuggestions } from '../suggestions.service';
import { SuggestionItem } from './SuggestionItem';
import '../suggestions.css';

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: PublicSuggestion[] };

/** Everyone's suggestions with statistics, category filter chips and a vote button on each. */
export function SuggestionsModal({ onClose }: { onClose: () => void }) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [category, setCategory] = useState<SuggestionCategory | null>(null);
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    getSuggestions(controller.signal).then(
      (items) => setList({ status: 'ready', items }),
      (error: unknown) => !isAbort(error) && setList({ status: 'error', message: errorMessage(error, LIST_ERROR) }),
    );
    return () => controller.abort();
  }, []);

  const vote = async (id: string) => {
    try {
      const { votes } = await voteSuggestion(id);
      setVoted((previous) => new Set(previous).add(id));
      setList((current) =>
        current.status === 'ready'
          ? { ...current, items: current.items.map((item) => (item.id === id ? { ...item, votes } : item)) }
          : current,
      );
    } catch (error) {
      console.error('Voto non registrato', error);
    }
  };

  return (
    <Modal title="Suggerimenti della community" onClose={onClose} wide>
      {list.status === 'loading' ? <Loading label="Caricamento dei suggerimenti…" /> : null}
      {list.status === 'error' ? <Alert tone="error">{list.message}</Alert> : null}
      {list.status === 'ready' ? (
        <SuggestionBoard items={list.items} category={category} onCategory={setCategory} voted={voted} onVote={(id) => void vote(id)} />
      ) : null}
    </Modal>
  );
}

interface BoardProps {
  items: PublicSuggestion[];
  category: SuggestionCategory | null;
  onCategory: (category: SuggestionCategory | null) => void;
  voted: ReadonlySet<string>;
  onVote: (id: string) => void;
}

function SuggestionBoard({ items, category, onCategory, voted, onVote }: BoardProps) {
  const stats = suggestionStats(items);
  const shown = visibleSuggestions(items, category);
  const statCards = [
    { label: 'Suggerimenti', value: stats.total },
    { label: 'Voti totali', value: stats.votes },
    { label: 'Categorie', value: stats.categories },
    { label: 'Priorità alta', value: stats.highPriority },
  ];
  return (
    <>
      <dl className="stat-grid">
        {statCards.map((stat) => (
          <div key={stat.label} className="stat">
            <dt className="stat__label">{stat.label}</dt>
            <dd className="stat__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="chip-row" role="group" aria-label="Filtra per categoria">
        <button type="button" className="chip" aria-pressed={category === null} onClick={() => onCategory(null)}>
          Tutte ({items.length})
        </button>
        {categoryCounts(items).map((entry) => (
          <button key={entry.category} type="button" className="chip" aria-pressed={category === entry.category} onClick={() => onCategory(entry.category)}>
            {entry.category} ({entry.count})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="empty-result">Nessun suggerimento trovato</p>
      ) : (
        <ul className="suggestion-list">
          {shown.map((suggestion) => (
            <SuggestionItem key={suggestion.id} suggestion={suggestion} voted={voted.has(suggestion.id)} onVote={() => onVote(suggestion.id)} />
          ))}
        </ul>
      )}
    </>
  );
}
