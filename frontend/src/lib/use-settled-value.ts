import { useEffect, useState } from 'react';

/**
 * `value` once it has held still for `delayMs`: for what is long to draw (a 480-row table) beside a figure that
 * follows each keystroke. The first value is returned at once, so a page opened from a link shows everything.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
