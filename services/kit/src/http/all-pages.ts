import type { Page } from './pages.js';

/** Every page of a list, one after the other, each read only when the previous one has been used. */
export async function* allPages<T>(readPage: (cursor: string | null) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let cursor: string | null = null;
  do {
    const page: Page<T> = await readPage(cursor);
    yield page.items;
    cursor = page.next;
  } while (cursor !== null);
}
