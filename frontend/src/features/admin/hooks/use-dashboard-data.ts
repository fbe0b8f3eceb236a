import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminSuggestion, ContactMessage } from '@orbita/proto-types';
import { ApiError } from '../../../lib/api-client';
import { LOAD_ERROR } from '../api/admin-list';
import { listContacts } from '../api/list-contacts';
import { listAdminSuggestions } from '../api/list-suggestions';
import { AUTO_REFRESH_MS, LOAD_TIMEOUT_MS } from '../dashboard.service';

export interface DashboardData {
  contacts: ContactMessage[];
  suggestions: AdminSuggestion[];
}

export const TIMEOUT_ERROR = 'Timeout nel caricamento dei dati';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Contacts and suggestions for the dashboard, loaded in parallel, with a 10 s safety timeout and a refresh
 * every 30 s that waits while a load or an admin action is running.
 */
export function useDashboardData(token: string, onUnauthorized: () => void) {
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);
  const loadRunning = useRef(false);
  const actionRunning = useRef(false);
  const reloadQueued = useRef(false);
  const latestLoad = useRef<() => Promise<void>>(async () => undefined);

  /** Loads both lists; the state changes only once answers arrive, so an effect may start it. */
  const fetchBoth = useCallback(async () => {
    if (loadRunning.current) return;
    loadRunning.current = true;
    const controller = new AbortController();
    let timedOut = false;
    const safety = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, LOAD_TIMEOUT_MS);
    try {
      const [contacts, suggestions] = await Promise.all([
        listContacts(token, controller.signal),
        listAdminSuggestions(token, controller.signal),
      ]);
      setData({ contacts, suggestions });
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
    if (loadRunning.current) return Promise.resolve();
    setLoading(true);
    setError(null);
    return fetchBoth();
  }, [fetchBoth]);

  useEffect(() => {
    latestLoad.current = load;
  }, [load]);

  /** For live events: a change seen while a load runs must still show, so it queues one more load. */
  const reloadAfterChange = useCallback(() => {
    if (loadRunning.current) reloadQueued.current = true;
    else void load();
  }, [load]);

  useEffect(() => {
    // fetchBoth changes state only after the answers arrive, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchBoth();
    const interval = setInterval(() => {
      if (!loadRunning.current && !actionRunning.current) void load();
    }, AUTO_REFRESH_MS);
    return () => clearInterval(interval);
  }, [fetchBoth, load]);

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

  return { data, loading, error, lastUpdated, reload: load, reloadAfterChange, runAction };
}
