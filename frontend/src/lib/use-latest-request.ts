import { useEffect, useMemo, useState } from 'react';
import type { ToolOutcome } from '@orbita/proto-types/logic/refusal';
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

export interface LatestRequestOptions<P, R> {
  delayMs: number;
  fallbackError: string;
  /**
   * The answer to `request` that the page can work out itself from the newest answer of the server (exact
   * and cheap there: another amount of a currency pair whose rates it holds), or null to ask the server.
   * Such an answer shows in the frame of the change: no request leaves, nothing is loading, and a request
   * still on its way is aborted. Decided once per input; must be stable (a module-level function).
   */
  reuse?: (latest: R, request: P) => R | null;
  /**
   * The answer or refusal to `request` worked out in the page by the very logic the service runs (proto-types), or
   * null when only the server can answer it. Said in the frame of the change, with no request sent: the page answers
   * at each keystroke whatever the network, and offline. Must be stable (a module-level function).
   */
  local?: (request: P) => ToolOutcome<R> | null;
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
  options: LatestRequestOptions<P, R>,
): LatestRequestState<R> {
  const [settled, setSettled] = useState<Settled<R> | null>(null);
  const key = JSON.stringify(prepared);
  const { delayMs, fallbackError, reuse, local } = options;
  const latest = settled?.data ?? null;

  const worked = useMemo(() => (local && 'request' in prepared ? local(prepared.request) : null), [key, local]); // eslint-disable-line react-hooks/exhaustive-deps
  const reused = useMemo(() => {
    const current = JSON.parse(key) as PreparedRequest<P>;
    return reuse && latest !== null && 'request' in current ? reuse(latest, current.request) : null;
  }, [key, latest, reuse]);
  const sendKey = reused === null && worked === null ? key : null;

  useEffect(() => {
    if (sendKey === null) return;
    const current = JSON.parse(sendKey) as PreparedRequest<P>;
    if ('invalid' in current) return;
    const controller = new AbortController();
    const go = () =>
      send(current.request, controller.signal).then(
        (data) => setSettled({ key: sendKey, data, error: null }),
        (error: unknown) => {
          if (isAbort(error)) return;
          setSettled((previous) => ({ key: sendKey, data: previous?.data ?? null, error: errorMessage(error, fallbackError) }));
        },
      );
    const timer = delayMs > 0 ? setTimeout(() => void go(), delayMs) : undefined;
    if (timer === undefined) void go();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sendKey, send, delayMs, fallbackError]);

  if ('invalid' in prepared) return { data: latest, error: prepared.invalid, loading: false };
  if (worked !== null) return 'answer' in worked ? { data: worked.answer, error: null, loading: false } : { data: null, error: worked.refusal.message, loading: false };
  if (reused !== null) return { data: reused, error: null, loading: false };
  const answered = settled?.key === key;
  return { data: latest, error: answered ? settled.error : null, loading: !answered };
}
