import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminSuggestion, ContactMessage } from '@orbita/proto-types';
import { ApiError } from '../../../lib/api-client';
import { LOAD_ERROR } from '../api/admin-list';
import { getContactStats, listContacts } from '../api/list-contacts';
import { getAdminSuggestionStats, listAdminSuggestions } from '../api/list-suggestions';
import { appendRows, AUTO_REFRESH_MS, LOAD_TIMEOUT_MS, refreshLimit, serverStats, type DashboardStats } from '../dashboard.service';

export interface DashboardData {
  contacts: ContactMessage[];
  /** The address of the next page of contacts; null when every one is shown. */
  contactsNext: string | null;
  suggestions: AdminSuggestion[];
  suggestionsNext: string | null;
  /** The four cards, from the server's exact counts. */
  stats: DashboardStats;
  /** The search these rows answer (empty: every row). */
  query: string;
}

export type ListName = 'contacts' | 'suggestions';

export const TIMEOUT_ERROR = 'Timeout nel caricamento dei dati';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The dashboard's data: the first page of contacts and of suggestions (of the admin's search, if any)
 * and the four counts, loaded in parallel, with a 10 s safety timeout and a refresh every 30 s that
 * waits while a load or an admin action is running, and is not needed while the live feed is
 * connected (every change arrives as an event, which reloads). A refresh asks again for as many rows
 * as the admin holds (at most one largest page); the answers hold personal data, so the browser
 * keeps none of them (`no-store`) and each refresh reads them whole.
 */
export function useDashboardData(token: string, onUnauthorized: () => void) {
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);
  const [more, setMore] = useState<Record<ListName, boolean>>({ contacts: false, suggestions: false });
  const loadRunning = useRef(false);
  const actionRunning = useRef(false);
  const reloadQueued = useRef(false);
  const live = useRef(false);
  const query = useRef('');
  const held = useRef({ contacts: 0, suggestions: 0 });
  const latestLoad = useRef<() => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (data) held.current = { contacts: data.contacts.length, suggestions: data.suggestions.length };
  }, [data]);

  /** Loads the first pages and the counts; the state changes only once answers arrive, so an effect may start it. */
  const fetchAll = useCallback(async () => {
    if (loadRunning.current) return;
    loadRunning.current = true;
    const controller = new AbortController();
    let timedOut = false;
    const safety = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, LOAD_TIMEOUT_MS);
    const q = query.current;
    try {
      const [contacts, suggestions, contactStats, suggestionStats] = await Promise.all([
        listContacts(token, controller.signal, { q, limit: refreshLimit(held.current.contacts) }),
        listAdminSuggestions(token, controller.signal, { q, limit: refreshLimit(held.current.suggestions) }),
        getContactStats(token, controller.signal),
        getAdminSuggestionStats(token, controller.signal),
      ]);
      setData({
        contacts: contacts.items,
        contactsNext: contacts.next,
        suggestions: suggestions.items,
        suggestionsNext: suggestions.next,
        stats: serverStats(contactStats, suggestionStats, contacts.items, suggestions.items),
        query: q,
      });
      setError(null);
      setLastUpdated(new Date());
    } catch (failure) {
      if (isUnauthorized(failure)) onUnauthorized();
      else setError(timedOut ? TIMEOUT_ERROR : LOAD_ERROR);
    } finally {
      clearTimeout(safety);
      loadRunning.current = false;
      setLoading(false);
    }
    if (reloadQueued.current) {
      reloadQueued.current = false;
      setTimeout(() => void latestLoad.current(), 0);
    }
  }, [token, onUnauthorized]);

  const load = useCallback(() => {
    if (loadRunning.current) {
      reloadQueued.current = true;
      return Promise.resolve();
    }
    setLoading(true);
    setError(null);
    return fetchAll();
  }, [fetchAll]);

  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  /** For live events: a change seen while a load runs must still show, so it queues one more load. */
  const reloadAfterChange = useCallback(() => {
    if (loadRunning.current) reloadQueued.current = true;
    else void load();
  }, [load]);

  /** A new search: the lists start again from their first page. */
  const search = useCallback(
    (text: string) => {
      if (text.trim() === query.current) return;
      query.current = text.trim();
      held.current = { contacts: 0, suggestions: 0 };
      void load();
    },
    [load],
  );

  /** While the live feed is connected, the 30-second refresh has nothing to add. */
  const setLive = useCallback((connected: boolean) => {
    live.current = connected;
  }, []);

  useEffect(() => {
    // fetchAll changes state only after the answers arrive, never synchronously.
    void fetchAll();
    const interval = setInterval(() => {
      if (!loadRunning.current && !actionRunning.current && !live.current) void load();
    }, AUTO_REFRESH_MS);
    return () => clearInterval(interval);
  }, [fetchAll, load]);

  /** The next page of one list, appended to the rows shown. */
  const loadMore = useCallback(
    async (list: ListName) => {
      const path = list === 'contacts' ? data?.contactsNext : data?.suggestionsNext;
      if (!path || more[list]) return;
      setMore((current) => ({ ...current, [list]: true }));
      const controller = new AbortController();
      const safety = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
      try {
        if (list === 'contacts') {
          const page = await listContacts(token, controller.signal, { path });
          setData((current) => (current ? { ...current, contacts: appendRows(current.contacts, page.items), contactsNext: page.next } : current));
        } else {
          const page = await listAdminSuggestions(token, controller.signal, { path });
          setData((current) =>
            current ? { ...current, suggestions: appendRows(current.suggestions, page.items), suggestionsNext: page.next } : current,
          );
        }
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        else console.error('Caricamento non riuscito', failure);
      } finally {
        clearTimeout(safety);
        setMore((current) => ({ ...current, [list]: false }));
      }
    },
    [data, more, token, onUnauthorized],
  );

  /** Runs an admin change; while it runs the auto refresh waits. Failures are only logged (spec §8). */
  const runAction = useCallback(
    async (action: () => Promise<unknown>, applyLocally: (current: DashboardData) => DashboardData) => {
      actionRunning.current = true;
      try {
        await action();
        setData((current) => (current ? applyLocally(current) : current));
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        else console.error('Operazione di amministrazione non riuscita', failure);
      } finally {
        actionRunning.current = false;
      }
    },
    [onUnauthorized],
  );

  return { data, loading, error, lastUpdated, reload: load, reloadAfterChange, runAction, search, setLive, loadMore, more };
}
