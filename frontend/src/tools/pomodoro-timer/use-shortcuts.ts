import { useEffect, useRef } from 'react';

/** Elements where every key belongs to what the visitor is typing, not to the timer. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"] *';
/** Buttons and links keep Space (and Enter) for themselves; S and R still reach the timer after «Avvia» is clicked. */
const PRESSABLE = 'button, a, [role="button"]';

/** Space starts or pauses, S skips, R resets: on the page, never while typing or with a modifier. */
export function useTimerShortcuts(actions: { toggle: () => void; skip: () => void; reset: () => void }): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const key = event.key.toLowerCase();
      if (key === ' ' && event.target instanceof Element && event.target.closest(PRESSABLE)) return;
      const action = key === ' ' ? latest.current.toggle : key === 's' ? latest.current.skip : key === 'r' ? latest.current.reset : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
