import { Type, type Static } from 'typebox';
import { PAGE_SIZE_MAX } from './enums.js';

/*
 * Every list of the API answers one page, in the list's own order, as a JSON array. The next page
 * is named by an opaque `cursor` taken from the `Link: <…>; rel="next"` header of the answer; the
 * last page has no such header. `limit` sets the page size (PAGE_SIZE_DEFAULT and PAGE_SIZE_MAX
 * are in enums.ts, which the browser imports).
 */
/** Longest cursor accepted: a cursor carries a few keys, never more. */
export const CURSOR_MAX_LENGTH = 200;
/** Longest search text accepted by the admin lists' `q`. */
export const SEARCH_MAX_LENGTH = 100;

export const PageCursor = Type.String({ minLength: 1, maxLength: CURSOR_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]+$' });
export const PageLimit = Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX });
export const SearchText = Type.String({ maxLength: SEARCH_MAX_LENGTH });

export const PageQuery = Type.Object({
  cursor: Type.Optional(PageCursor),
  limit: Type.Optional(PageLimit),
});
export type PageQuery = Static<typeof PageQuery>;

/** The admin lists: a page, optionally of the rows matching a search text (name, e-mail, text). */
export const AdminPageQuery = Type.Object({
  cursor: Type.Optional(PageCursor),
  limit: Type.Optional(PageLimit),
  q: Type.Optional(SearchText),
});
export type AdminPageQuery = Static<typeof AdminPageQuery>;
