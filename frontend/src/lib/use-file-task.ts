import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_TOOL_ERROR, TaskCancelled } from './worker-task';

const FALLBACK = 'Non è stato possibile leggere o scrivere i file: riprova, o prova con meno file';

export interface FileTask {
  label: string | null;
  fraction: number;
  error: string | null;
  /** Runs one task at a time; resolves to null when it was cancelled or failed (the error is then shown). */
  run: <R>(label: string, work: (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<R>) => Promise<R | null>;
  cancel: () => void;
  setError: (error: string | null) => void;
}

/** The state of a file tool's worker task: its label while it runs, its progress, «Annulla», and its Italian error. */
export function useFileTask(): FileTask {
  const [label, setLabel] = useState<string | null>(null);
  const [fraction, setFraction] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <R,>(taskLabel: string, work: (signal: AbortSignal, onProgress: (f: number) => void) => Promise<R>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLabel(taskLabel);
    setFraction(0);
    setError(null);
    try {
      return await work(current.signal, setFraction);
    } catch (failure) {
      // Only the tools' own refusals are sentences for the visitor; anything else (a browser's own error) gets the fallback.
      if (!(failure instanceof TaskCancelled)) setError(failure instanceof Error && failure.name === FILE_TOOL_ERROR ? failure.message : FALLBACK);
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLabel(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { label, fraction, error, run, cancel, setError };
}
