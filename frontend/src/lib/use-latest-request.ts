import { useEffect, useState } from 'react';
import { errorMessage, isAbort } from './api-client';

export interface LatestRequestState<R> {
  /** The newest successful answer, kept while a newer request is on its way. */
  data: R | null;
  error: string | null;
  loading: boolean;
}

/** What a generator sends next: a request, or the validation message that stops it from being sent. */
export type PreparedRequest<P> = { request: P } | { invalid: string };

interface Settled<R> {
  key: string;
  data: R | null;
  error: string | null;
}

/**
 * Sends `prepared` as soon as it changes (or `delayMs` after it last changed) and keeps only the
 * answer to the newest one: an older request still in flight is aborted, so a slow answer never
 * overwrites a newer result, and no keystroke waits for the answer to an older one. With a delay
 * of 0 the request leaves in the same task as the change, so the result follows the keystroke by
 * the round trip alone. `send` must be stable (a module-level function).
 */
export function useLatestRequest<P, R>(
  prepared: PreparedRequest<P>,
  send: (request: P, signal: AbortSignal) => Promise<R>,
  options: { delayMs: number; fallbackError: string },
): LatestRequestState<R> {
  const [settled, setSettled] = useState<Settled<R> | null>(null);
  const key = JSON.stringify(prepared);
  const { delayMs, fallbackError } = options;

  useEffect(() => {
    const current = JSON.parse(key) as PreparedRequest<P>;
    if ('invalid' in current) return;
    const controller = new AbortController();
    const go = () =>
      send(current.request, controller.signal).then(
        (data) => setSettled({ key, data, error: null }),
        (error: unknown) => {
          if (isAbort(error)) return;
          setSettled((previous) => ({ key, data: previous?.data ?? null, error: errorMessage(error, fallbackError) }));
        },
      );
    const timer = delayMs > 0 ? setTimeout(() => void go(), delayMs) : undefined;
    if (timer === undefined) void go();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, send, delayMs, fallbackError]);

  if ('invalid' in prepared) return { data: settled?.data ?? null, error: prepared.invalid, loading: false };
  const answered = settled?.key === key;
  return { data: settled?.data ?? null, error: answered ? settled.error : null, loading: !answered };
}
