// Writes and their proof: a fixed number of votes and contact messages, then the stored rows
// counted and compared with the 2xx answers. Against real Postgres the rows are counted in SQL;
// in the embedded hub (PGlite on a private port) through the admin API.
import pg from 'pg';
import { CONTACT_SCENARIO, suggestionBody, voteScenario } from './scenarios.mjs';
import { runLoad } from './load.mjs';

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return await response.json();
}

const post = (url, body, headers = {}) =>
  json(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export async function createSuggestions(baseUrl, count) {
  const ids = [];
  // Names of this run only: a name already suggested (an earlier run on the same data) is refused.
  const run = `${process.pid}-${Date.now()}`;
  for (let i = 1; i <= count; i += 1) ids.push((await post(`${baseUrl}/api/suggest-tool`, suggestionBody(`${run}-${i}`))).id);
  return ids;
}

/** What the service holds: rows in SQL when a database URL is given, else what the admin API lists. */
async function storedCounts({ baseUrl, databaseUrl, adminPassword, suggestionId }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const one = async (sql, params = []) => Number((await client.query(sql, params)).rows[0].count);
      return {
        votes: await one('SELECT count(*) FROM suggestions.votes WHERE suggestion_id = $1', [suggestionId]),
        votesCounter: await one('SELECT votes AS count FROM suggestions.suggestions WHERE id = $1', [suggestionId]),
        contacts: await one('SELECT count(*) FROM contacts.messages'),
      };
    } finally {
      await client.end();
    }
  }
  const { token } = await post(`${baseUrl}/api/admin/login`, { username: 'admin', password: adminPassword });
  const auth = { authorization: `Bearer ${token}` };
  const { totalContacts } = await json(`${baseUrl}/api/admin/contacts/stats`, { headers: auth });
  const votesCounter = (await findSuggestion(baseUrl, auth, suggestionId))?.votes ?? 0;
  return { votes: votesCounter, votesCounter, contacts: totalContacts };
}

/** The admin list is paged: its pages are followed through `Link: <…>; rel="next"`. */
async function findSuggestion(baseUrl, headers, id) {
  for (let path = '/api/admin/suggestions'; path; ) {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const found = (await response.json()).find((suggestion) => suggestion.id === id);
    if (found) return found;
    path = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return undefined;
}

/**
 * Votes on one suggestion (each from a new visitor) and contact messages, `amount` of each, then
 * the stored rows: the run is consistent when rows added equal 2xx answers, for both.
 */
export async function measureWrites({ hub, amount, connections, databaseUrl, suggestionId }) {
  const where = { baseUrl: hub.url, databaseUrl, adminPassword: hub.adminPassword, suggestionId };
  const before = await storedCounts(where);
  const common = { baseUrl: hub.url, connections, amount, processes: hub.processes };
  const votes = await runLoad({ ...common, scenario: voteScenario(suggestionId) });
  const contacts = await runLoad({ ...common, scenario: CONTACT_SCENARIO });
  const after = await storedCounts(where);
  const votesAdded = after.votes - before.votes;
  const counterAdded = after.votesCounter - before.votesCounter;
  const contactsAdded = after.contacts - before.contacts;
  return {
    votes: { ...votes, rowsAdded: votesAdded, counterAdded, consistent: votesAdded === votes.ok && counterAdded === votes.ok },
    contacts: { ...contacts, rowsAdded: contactsAdded, consistent: contactsAdded === contacts.ok },
    countedBy: databaseUrl ? 'SQL count of rows' : 'admin API',
  };
}
