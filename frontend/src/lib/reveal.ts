/**
 * Brings an element that just changed into view without a jump for those who asked for less motion,
 * then gives it focus (without a second scroll) so a screen reader and the keyboard continue from there.
 */
export function reveal(element: HTMLElement | null): void {
  if (!element) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
