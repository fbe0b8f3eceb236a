import { Type, type Static } from 'typebox';
import { REFUSAL } from './common.js';
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

/** The sentence for a cursor no list gave out, malformed or not: the services' own refusal says the same. */
export const INVALID_CURSOR_MESSAGE = "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco";

export const PageCursor = Type.String({
  minLength: 1,
  maxLength: CURSOR_MAX_LENGTH,
  pattern: '^[A-Za-z0-9_-]+$',
  title: "Punto da cui continuare l'elenco",
  [REFUSAL]: INVALID_CURSOR_MESSAGE,
});
export const PageLimit = Type.Integer({
  minimum: 1,
  maximum: PAGE_SIZE_MAX,
  title: 'Elementi per pagina',
  [REFUSAL]: `Il numero di elementi per pagina deve essere tra 1 e ${PAGE_SIZE_MAX}`,
});
export const SearchText = Type.String({ maxLength: SEARCH_MAX_LENGTH, title: 'Cerca per nome, e-mail o testo' });

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
