import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../after-paint';
import type { UrlParam } from './params';
import { setPrivateLinkParams } from './share-link';

/** Each field of a form, with the name of its parameter in the address and how its value is written there. */
export type UrlSchema<T> = { readonly [K in keyof T]: readonly [name: string, param: UrlParam<T[K]>] };

export interface UrlState<T> {
  value: T;
  set: Dispatch<SetStateAction<T>>;
  /** Changes some fields and keeps the others, e.g. `update({ amount })` from a field's onChange. */
  update: (change: Partial<T>) => void;
  /** True when the address carried at least one valid value on arrival: the page can show its result at once. */
  restored: boolean;
  /** The fields the address set on arrival. */
  restoredKeys: ReadonlySet<keyof T>;
}

/** Reads a form from the address: each valid parameter sets its field, every other field keeps its default. */
export function readUrlState<T extends object>(
  params: URLSearchParams,
  schema: UrlSchema<T>,
  defaults: T,
): { value: T; restoredKeys: Set<keyof T> } {
  const value = { ...defaults };
  const restoredKeys = new Set<keyof T>();
  for (const key of Object.keys(schema) as (keyof T)[]) {
    const [name, param] = schema[key];
    const raw = params.get(name);
    if (raw === null) continue;
    const parsed = param.parse(raw);
    if (parsed === undefined) continue;
    value[key] = parsed;
    restoredKeys.add(key);
  }
  return { value, restoredKeys };
}

/**
 * Writes a form into `params`: a field that differs from its default gets its parameter, the others lose it,
 * so a link stays short and a bad parameter disappears. The form's parameters come first, in the schema's
 * order whatever order they were typed in; parameters of no field follow as they were.
 */
export function writeUrlState<T extends object>(params: URLSearchParams, schema: UrlSchema<T>, defaults: T, value: T): URLSearchParams {
  const next = new URLSearchParams();
  const names = new Set<string>();
  for (const key of Object.keys(schema) as (keyof T)[]) {
    const [name, param] = schema[key];
    names.add(name);
    const text = param.format(value[key]);
    if (text !== param.format(defaults[key])) next.set(name, text);
  }
  for (const [name, text] of params) if (!names.has(name)) next.append(name, text);
  return next;
}

export interface UrlStateOptions<T> {
  /**
   * Where a field absent from the address starts, when that is not its default: settings the visitor saved in
   * this browser, say. A link still leaves out only the values equal to `defaults`, so it means the same to anyone.
   */
  initial?: () => T;
  /**
   * Personal inputs (an IBAN, the data of a codice fiscale): a link that carries them still fills the form, but they
   * leave the address at once and never enter it again, so they reach neither the history nor an access log;
   * «Copia link» adds them to the link it copies (`share-link.ts`).
   */
  private?: boolean;
}

/** An address write waiting for the paint: `flush` does it at once (the page is going away). */
interface PendingWrite {
  cancel(): void;
  flush(): void;
}

/**
 * A form whose fields live in the address (`?altezza=180&peso=75`): read once on arrival, then every change
 * replaces the current history entry, so typing adds no entries to Back and a copied link carries the result.
 * `schema` and `defaults` must be stable (module constants).
 *
 * The address is written after the frame that shows the change is painted, not in its commit: replacing the
 * entry re-renders everything that reads the location, which cost 40–80 ms a keystroke before the result
 * could show. Writes of quick keystrokes coalesce (the latest value wins); one still waiting is done at
 * once when the page is hidden for good (pagehide) or the form unmounts on the same path, so none is lost.
 * The write on arrival (bad or personal parameters leaving the address) is not delayed.
 */
export function useUrlState<T extends object>(schema: UrlSchema<T>, defaults: T, options: UrlStateOptions<T> = {}): UrlState<T> {
  const [params, setParams] = useSearchParams();
  const [arrival] = useState(() => readUrlState(params, schema, options.initial?.() ?? defaults));
  const [value, set] = useState<T>(arrival.value);
  const isPrivate = options.private === true;

  const pending = useRef<PendingWrite | null>(null);
  const arrived = useRef(false);

  useEffect(() => {
    pending.current = null;
    const next = writeUrlState(params, schema, defaults, isPrivate ? defaults : value);
    if (next.toString() === params.toString()) return;
    const write = () => setParams(next, { replace: true, preventScrollReset: true });
    if (!arrived.current) {
      arrived.current = true;
      write();
      return;
    }
    // Another page's address is never written: after a navigation the browser's path is no longer this one.
    const path = window.location.pathname;
    const cancel = afterNextPaint(write);
    const flush = () => {
      cancel();
      if (window.location.pathname === path) write();
    };
    pending.current = { cancel, flush };
    return cancel;
  }, [value, params, schema, defaults, setParams, isPrivate]);

  useEffect(() => {
    arrived.current = true;
    const flushPending = () => {
      pending.current?.flush();
      pending.current = null;
    };
    window.addEventListener('pagehide', flushPending);
    return () => {
      window.removeEventListener('pagehide', flushPending);
      flushPending();
    };
  }, []);

  useEffect(() => {
    if (!isPrivate) return;
    setPrivateLinkParams(writeUrlState(new URLSearchParams(), schema, defaults, value));
    return () => setPrivateLinkParams(null);
  }, [value, schema, defaults, isPrivate]);

  return useMemo(
    () => ({
      value,
      set,
      update: (change: Partial<T>) => set((current) => ({ ...current, ...change })),
      restored: arrival.restoredKeys.size > 0,
      restoredKeys: arrival.restoredKeys,
    }),
    [value, arrival],
  );
}
