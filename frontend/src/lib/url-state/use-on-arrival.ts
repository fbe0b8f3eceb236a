import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, after the first render, when `when` is true: a form restored from a link sends itself,
 * so the result shows at once. (Strict Mode mounts twice; the action still runs once.)
 */
export function useOnArrival(when: boolean, action: () => void): void {
  const done = useRef(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    latest.current();
  }, [when]);
}
