import { PAGE_SIZE_MAX, type PublicSuggestion } from '@orbita/proto-types';
import { encodeCursor, prefixSearchQuery } from '@orbita/service-kit';
import { ANSWER_BYTES_MAX, expectAnswersUnderBudget, expectIndexed, grownServiceForSuite, planOf } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { FIGURES_QUERY, newestPageQuery, votesPageQuery } from '../src/suggestions/suggestion-repository.js';

/**
 * With 100,000 suggestions in the real Postgres, every list query reads an index from where its
 * page starts (no Seq Scan of the table, no sort of it), and every answer stays under 256 KB.
 */
const ROWS = 100_000;
const { signer, service, db } = grownServiceForSuite(
  suggestionsService,
  'suggestions.suggestions',
  `INSERT INTO suggestions.suggestions (id, tool_name, description, category, priority, email, votes, created_at)
   SELECT gen_random_uuid(), 'Strumento ' || n, repeat('Una descrizione di media lunghezza ', 6) || n,
          (ARRAY['Generale', 'Salute & Benessere', 'Produttività', 'Vita Quotidiana', 'Design & Creatività',
                 'Matematica & Informatica', 'Educazione', 'Intrattenimento', 'Finanza', 'Altro'])[1 + n % 10],
          (ARRAY['alta', 'media', 'bassa'])[1 + n % 3], 'persona' || n || '@example.it', (n * 7919) % 500,
          now() - n * interval '1 second'
   FROM generate_series(1, ${ROWS}) AS n`,
);

const somewhereInTheMiddle = [250, new Date(Date.now() - 50_000_000).toISOString(), '80000000-0000-4000-8000-000000000000'];

describe(`the suggestion lists at ${ROWS.toLocaleString('en')} rows`, () => {
  it.each([
    ['the first page', { limit: 30, after: null }, 'suggestions_by_votes'],
    ['a page in the middle', { limit: 30, after: somewhereInTheMiddle }, 'suggestions_by_votes'],
    ['the largest page', { limit: PAGE_SIZE_MAX, after: null }, 'suggestions_by_votes'],
    ['one category', { limit: 30, after: null, category: 'Finanza' as const }, 'suggestions_by_category_votes'],
    ['one category, in the middle', { limit: 30, after: somewhereInTheMiddle, category: 'Altro' as const }, 'suggestions_by_category_votes'],
  ])('public list, %s: an index, no Seq Scan', async (_name, request, index) => {
    await expectIndexed(db(), votesPageQuery(request), index);
  });

  it.each([
    ['the first page', { limit: 30, after: null, search: null }, 'suggestions_by_created'],
    ['a page in the middle', { limit: 30, after: somewhereInTheMiddle.slice(1), search: null }, 'suggestions_by_created'],
    ['a search', { limit: 30, after: null, search: prefixSearchQuery('strumento 4242') }, 'suggestions_search|suggestions_by_created'],
    ['a search by e-mail', { limit: 30, after: null, search: prefixSearchQuery('persona77@example.it') }, 'suggestions_search|suggestions_by_created'],
  ])('admin list, %s: an index, no Seq Scan', async (_name, request, index) => {
    await expectIndexed(db(), newestPageQuery(request), index);
  });

  it('reads the figures from their counters, never the table', async () => {
    const nodes = await planOf(db(), { text: FIGURES_QUERY });
    expect(nodes.filter((n) => n['Relation Name'] === 'suggestions')).toEqual([]);
  });

  it('keeps the counters equal to a fresh count through inserts, votes, changes and deletions', async () => {
    await db().query(`UPDATE suggestions.suggestions SET votes = votes + 3 WHERE tool_name LIKE 'Strumento 1%'`);
    await db().query(`UPDATE suggestions.suggestions SET category = 'Altro', priority = 'alta' WHERE tool_name LIKE 'Strumento 2%'`);
    await db().query(`DELETE FROM suggestions.suggestions WHERE tool_name LIKE 'Strumento 3%'`);
    const counted = await db().query(`
      SELECT category, count(*)::bigint AS suggestions, sum(votes)::bigint AS votes,
             count(*) FILTER (WHERE priority = 'alta')::bigint AS high_priority
      FROM suggestions.suggestions GROUP BY category ORDER BY category`);
    const kept = await db().query(`SELECT * FROM (${FIGURES_QUERY}) AS f ORDER BY category`);
    expect(kept.rows).toEqual(counted.rows);
    expect(kept.rows.reduce((sum, row: { suggestions: string }) => sum + Number(row.suggestions), 0)).toBe(ROWS - 11_111);
  });

  it('answers every list and figure in under 256 KB', async () => {
    const admin = { authorization: `Bearer ${signer.sign()}` };
    const urls = [
      ['/api/suggestions', {}],
      [`/api/suggestions?limit=${PAGE_SIZE_MAX}`, {}],
      [`/api/suggestions?limit=${PAGE_SIZE_MAX}&cursor=${encodeCursor(somewhereInTheMiddle)}`, {}],
      [`/api/suggestions?category=Finanza&limit=${PAGE_SIZE_MAX}`, {}],
      ['/api/suggestions/stats', {}],
      [`/api/admin/suggestions?limit=${PAGE_SIZE_MAX}`, admin],
      [`/api/admin/suggestions?q=strumento&limit=${PAGE_SIZE_MAX}`, admin],
      ['/api/admin/suggestions/stats', admin],
    ] as const;
    await expectAnswersUnderBudget(service(), urls);
    const page = (await service().app.inject({ method: 'GET', url: `/api/suggestions?limit=${PAGE_SIZE_MAX}` })).json<PublicSuggestion[]>();
    expect(page).toHaveLength(PAGE_SIZE_MAX);
    expect(page.map((s) => s.votes)).toEqual(page.map((s) => s.votes).sort((a, b) => b - a));
  });

  it('ends a page early, with a next one, before long texts in many rows pass 200 KB', async () => {
    // 2,000 characters of two bytes each: 100 such rows would weigh 400 KB.
    await db().query(`
      INSERT INTO suggestions.suggestions (id, tool_name, description, votes)
      SELECT gen_random_uuid(), 'Lungo ' || n, repeat('è', 2000), 10000 FROM generate_series(1, 100) AS n`);
    const response = await service().app.inject({ method: 'GET', url: `/api/suggestions?limit=${PAGE_SIZE_MAX}` });
    expect(response.rawPayload.length).toBeLessThan(ANSWER_BYTES_MAX);
    expect(response.json<unknown[]>().length).toBeLessThan(PAGE_SIZE_MAX);
    expect(response.headers.link).toMatch(/rel="next"/);
  });
});
