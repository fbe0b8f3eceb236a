import type { FastifyInstance } from 'fastify';
import type { ActivityQuery, AdminPageQuery, ApiName } from '@orbita/proto-types';
import type { Pool } from '../db/pool.js';
import { contractRoute } from './api-routes.js';
import { sendCsv } from './csv.js';
import { checkInput } from './input.js';
import { conditionalGet, decodeCursor, linkNext, pageSize, PRIVATE_NO_STORE, queryValidatorCompiler, type CursorKey, type ListKey, type Page } from './pages.js';
import { prefixSearchQuery } from './search.js';

type CsvRows = AsyncIterable<ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>>;

/**
 * What the dashboard reads of one kind of entry (contacts, suggestions), each part a row of the
 * route table by its name: its schemas are the row's in API_SCHEMAS.
 */
export interface AdminLists<T> {
  list: {
    name: ApiName;
    /** The list's key columns, which its cursor's values must fit. */
    cursor: ListKey;
    /** The service's error for a cursor no list of it gave out. */
    invalidCursor: new () => Error;
    read: (db: Pool, request: { limit: number; after: CursorKey | null; search: string | null }) => Promise<Page<T>>;
  };
  stats: { name: ApiName; read: (db: Pool) => Promise<unknown> };
  /** The CSV export: the file's name before its date, its header and every row. */
  export: { name: ApiName; fileName: string; header: readonly string[]; rows: (db: Pool) => CsvRows };
  activity: { name: ApiName; read: (db: Pool, days: number) => Promise<unknown> };
}

/**
 * The dashboard's read calls of one kind of entry, alike in every service: a page of the list
 * (optionally of a search; the next page in `Link`), exact figures, the CSV export and the counts
 * per day. The lists and figures have an ETag; the admin check (which also forbids every cache to
 * keep the answer) is the plugin's own hook.
 */
export function serveAdminLists<T>(app: FastifyInstance, db: Pool, lists: AdminLists<T>): void {
  const { list, stats } = lists;
  app.route<{ Querystring: AdminPageQuery }>({
    ...contractRoute(list.name),
    ...checkInput(),
    validatorCompiler: queryValidatorCompiler,
    onSend: conditionalGet(PRIVATE_NO_STORE),
    handler: async (request, reply) => {
      const { cursor, limit, q } = request.query;
      const after = cursor === undefined ? null : decodeCursor(cursor, list.cursor);
      if (after === null && cursor !== undefined) throw new list.invalidCursor();
      const page = await list.read(db, { limit: pageSize(limit), after, search: prefixSearchQuery(q ?? '') });
      linkNext(request, reply, page.next);
      return page.items;
    },
  });
  app.route({
    ...contractRoute(stats.name),
    onSend: conditionalGet(PRIVATE_NO_STORE),
    handler: async () => await stats.read(db),
  });
  app.route({
    ...contractRoute(lists.export.name),
    handler: async (_request, reply) =>
      sendCsv(reply, `${lists.export.fileName}-${new Date().toISOString().slice(0, 10)}.csv`, lists.export.header, lists.export.rows(db)),
  });
  app.route<{ Querystring: ActivityQuery }>({
    ...contractRoute(lists.activity.name),
    ...checkInput(),
    validatorCompiler: queryValidatorCompiler,
    handler: async (request) => await lists.activity.read(db, request.query.days ?? 30),
  });
}
