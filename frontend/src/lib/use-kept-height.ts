import { useCallback, useRef, useState, type CSSProperties } from 'react';

/**
 * The height of the last answer shown, for the box that stands in for it while there is none (a wait, a message
 * about a half-typed input): what lies under it keeps its place instead of jumping up and back at each keystroke.
 * The first of the pair goes on the answer's element as its ref; the second is the style of the box that replaces it.
 */
export function useKeptHeight(): [(element: HTMLElement | null) => void, CSSProperties | undefined] {
  const [height, setHeight] = useState<number>();
  const observerRef = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLElement | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    if (!element) return;
    setHeight(element.offsetHeight);
    // The answer may grow or shrink while shown (more colours, a longer list): the height kept is its last one.
    if (typeof ResizeObserver === 'undefined') return;
    observerRef.current = new ResizeObserver(() => setHeight(element.offsetHeight));
    observerRef.current.observe(element);
  }, []);
  return [measure, height ? { minHeight: height } : undefined];
}
