import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

/** Copies text to the clipboard and remembers, for two seconds, which item was copied. */
export function useCopy(): { copiedKey: string | null; copy: (text: string, key?: string) => Promise<void> } {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, key: string = text) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copia negli appunti non riuscita', error);
      return;
    }
    clearTimeout(timer.current);
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), COPY_CONFIRMATION_MS);
  }, []);

  return { copiedKey, copy };
}
