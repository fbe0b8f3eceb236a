/**
 * The three parts of the page's SplitToolLayout, in the page's order: what is typed first, the answer, the rest.
 * On a phone they stack in this order, so a region found in `result` is on screen right under the first inputs.
 */
export function splitParts() {
  const layout = document.querySelector('.tool-layout--split');
  const [inputs, result, more] = Array.from(layout?.children ?? []);
  if (!inputs || !result || !more || layout?.children.length !== 3) throw new Error('the page has no split tool layout of three parts');
  return { inputs, result, more };
}
