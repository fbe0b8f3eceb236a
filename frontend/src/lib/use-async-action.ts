import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from './api-client';

export interface AsyncActionState<R> {
  loading: boolean;
  error: string | null;
  /** The API's code of that error (`{error, code}`), when the server gave one. */
  errorCode: string | null;
  data: R | null;
}

const IDLE = { loading: false, error: null, errorCode: null, data: null };

/** Runs a request on demand (a form submit) and keeps its answer, its error text and whether it is running. */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, fallbackError: string) {
  const [state, setState] = useState<AsyncActionState<R>>(IDLE);

  const run = useCallback(
    async (...args: A): Promise<R | null> => {
      setState((previous) => ({ ...previous, loading: true, error: null, errorCode: null }));
      try {
        const data = await action(...args);
        setState({ loading: false, error: null, errorCode: null, data });
        return data;
      } catch (error) {
        const errorCode = error instanceof ApiError ? (error.code ?? null) : null;
        setState((previous) => ({ ...previous, loading: false, error: errorMessage(error, fallbackError), errorCode }));
        return null;
      }
    },
    [action, fallbackError],
  );

  const fail = useCallback((message: string) => setState((previous) => ({ ...previous, error: message, errorCode: null })), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, run, fail, reset };
}
