import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicSuggestion, SuggestionStats } from '@orbita/proto-types';
import type { SuggestionCategory } from '@orbita/proto-types/enums';
import { Alert } from '../../../components/ui/Alert';
import { Modal } from '../../../components/ui/Modal';
import { MoreRows } from '../../../components/ui/MoreRows';
import { Loading } from '../../../components/ui/Spinner';
import { errorMessage, isAbort } from '../../../lib/api-client';
import { getSuggestionStats } from '../api/get-suggestion-stats';
import { firstPagePath, getSuggestionsPage, LIST_ERROR } from '../api/get-suggestions';
import { voteSuggestion } from '../api/vote-suggestion';
import { afterVote, appendPage, keepWindow, statCards } from '../suggestions.service';
import { SuggestionItem } from './SuggestionItem';
import '../suggestions.css';

interface Rows {
  /** The filter these rows answer. */
  category: SuggestionCategory | null;
  items: PublicSuggestion[];
  /** The address of the next page; null on the last. */
  next: string | null;
  /** Rows that left the top of the list as later pages came (the DOM stays small however far one scrolls). */
  hidden: number;
}

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; stats: SuggestionStats; rows: Rows };

/**
 * Everyone's suggestions with the exact statistics of the server, category chips that filter on the
 * server, and a vote button on each. The first page shows at once; the next ones load as the end of
 * the list scrolls into view, or with «Mostra altri»; past `MAX_SHOWN_ROWS` the rows furthest up
 * leave the page, with a way back to the top.
 */
export function SuggestionsModal({ onClose }: { onClose: () => void }) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [category, setCategory] = useState<SuggestionCategory | null>(null);
  const [switching, setSwitching] = useState(false);
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const pageRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getSuggestionStats(controller.signal), getSuggestionsPage(firstPagePath(null), controller.signal)]).then(
      ([stats, page]) => setList({ status: 'ready', stats, rows: { category: null, ...page, hidden: 0 } }),
      (error: unknown) => !isAbort(error) && setList({ status: 'error', message: errorMessage(error, LIST_ERROR) }),
    );
    return () => {
      controller.abort();
      pageRequest.current?.abort();
    };
  }, []);

  /** Starts a request for rows, cancelling the one before (a chip pressed twice, a page still loading). */
  const requestRows = useCallback((path: string) => {
    pageRequest.current?.abort();
    const controller = new AbortController();
    pageRequest.current = controller;
    return getSuggestionsPage(path, controller.signal);
  }, []);

  const chooseCategory = (chosen: SuggestionCategory | null) => {
    setCategory(chosen);
    setSwitching(true);
    setMore({ loading: false, error: null });
    requestRows(firstPagePath(chosen)).then(
      (page) => {
        setSwitching(false);
        setList((current) => (current.status === 'ready' ? { ...current, rows: { category: chosen, ...page, hidden: 0 } } : current));
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        setSwitching(false);
        setList({ status: 'error', message: errorMessage(error, LIST_ERROR) });
      },
    );
  };

  /** The first page again, with the dialog scrolled to its top and focus on it: the button itself is about to go. */
  const backToTop = (button: HTMLElement) => {
    const dialog = button.closest<HTMLElement>('[role="dialog"]');
    dialog?.scrollIntoView?.({ block: 'start' });
    dialog?.focus();
    chooseCategory(category);
  };

  const loadMore = () => {
    if (list.status !== 'ready' || list.rows.next === null || more.loading) return;
    const { next, category: shownCategory } = list.rows;
    setMore({ loading: true, error: null });
    requestRows(next).then(
      (page) => {
        setMore({ loading: false, error: null });
        setList((current) => {
          if (current.status !== 'ready' || current.rows.category !== shownCategory) return current;
          const { rows: items, dropped } = keepWindow(appendPage(current.rows.items, page.items));
          return { ...current, rows: { ...current.rows, items, next: page.next, hidden: current.rows.hidden + dropped } };
        });
      },
      (error: unknown) => !isAbort(error) && setMore({ loading: false, error: errorMessage(error, LIST_ERROR) }),
    );
  };

  const vote = async (id: string) => {
    try {
      const { votes } = await voteSuggestion(id);
      setVoted((previous) => new Set(previous).add(id));
      setList((current) => {
        if (current.status !== 'ready') return current;
        const before = current.rows.items.find((item) => item.id === id)?.votes ?? votes;
        const items = current.rows.items.map((item) => (item.id === id ? { ...item, votes } : item));
        return { ...current, stats: afterVote(current.stats, before, votes), rows: { ...current.rows, items } };
      });
    } catch (error) {
      console.error('Voto non registrato', error);
    }
  };

  return (
    <Modal title="Suggerimenti dei visitatori" onClose={onClose} wide>
      {list.status === 'loading' ? <Loading label="Caricamento dei suggerimenti…" /> : null}
      {list.status === 'error' ? <Alert tone="error">{list.message}</Alert> : null}
      {list.status === 'ready' ? (
        <>
          <dl className="stat-grid">
            {statCards(list.stats).map((stat) => (
              <div key={stat.label} className="stat">
                <dt className="stat__label">{stat.label}</dt>
                <dd className="stat__value">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="chip-row" role="group" aria-label="Filtra per categoria">
            <button type="button" className="chip" aria-pressed={category === null} onClick={() => chooseCategory(null)}>
              Tutte ({list.stats.total})
            </button>
            {list.stats.byCategory.map((entry) => (
              <button
                key={entry.category}
                type="button"
                className="chip"
                aria-pressed={category === entry.category}
                onClick={() => chooseCategory(entry.category)}
              >
                {entry.category} ({entry.count})
              </button>
            ))}
          </div>
          {switching ? (
            <Loading label="Caricamento dei suggerimenti…" />
          ) : list.rows.items.length === 0 ? (
            <p className="empty-result">Nessun suggerimento trovato</p>
          ) : (
            <>
              {list.rows.hidden > 0 ? (
                <p className="suggestion-list__hidden">
                  {list.rows.hidden === 1 ? 'Il primo suggerimento non è più mostrato' : `I primi ${list.rows.hidden} suggerimenti non sono più mostrati`}, per
                  tenere leggera la pagina.{' '}
                  <button type="button" className="btn btn--secondary btn--small" onClick={(event) => backToTop(event.currentTarget)}>
                    Torna all'inizio
                  </button>
                </p>
              ) : null}
              <ul className="suggestion-list">
                {list.rows.items.map((suggestion) => (
                  <SuggestionItem
                    key={suggestion.id}
                    suggestion={suggestion}
                    voted={voted.has(suggestion.id)}
                    onVote={() => void vote(suggestion.id)}
                  />
                ))}
              </ul>
              {list.rows.next === null ? null : <MoreRows onMore={loadMore} loading={more.loading} error={more.error} />}
            </>
          )}
        </>
      ) : null}
    </Modal>
  );
}
