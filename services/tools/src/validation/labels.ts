/**
 * The label a contract gives a field (its `title`, the words the page shows beside it), for a
 * refusal that names the field as a person sees it. `path` goes into nested objects
 * (`costs.arrangement`). Read once, when a module loads: a field without a title fails at start-up
 * and in the tests, never in a refusal.
 */
export function labelOf(schema: unknown, path: string): string {
  let node = schema as { properties?: Record<string, unknown>; title?: unknown } | undefined;
  for (const segment of path.split('.')) node = node?.properties?.[segment] as typeof node;
  if (typeof node?.title !== 'string' || node.title === '') throw new Error(`the contract gives no title to ${path}`);
  return node.title;
}
