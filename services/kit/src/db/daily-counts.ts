import type { Pool } from './pool.js';

/** The days people see in Italy: a message written at 00:30 in Rome belongs to that day. */
export const ACTIVITY_TIME_ZONE = 'Europe/Rome';

/** The last `days` calendar days in `timeZone`, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now = new Date(), timeZone = ACTIVITY_TIME_ZONE): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(base - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * How many rows of `table` were created on each of the given days (in `timeZone`): one range read
 * of the index on `created_at`, grouped in SQL, whatever the size of the table.
 */
export async function countsPerDay(db: Pool, table: string, days: readonly string[], timeZone = ACTIVITY_TIME_ZONE): Promise<Map<string, number>> {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`not a schema-qualified table: ${table}`);
  const { rows } = await db.query<{ day: string; count: string }>(
    `SELECT to_char((created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*) AS count
       FROM ${table}
      WHERE created_at >= ($1::date)::timestamp AT TIME ZONE $2
      GROUP BY 1`,
    [days[0], timeZone],
  );
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
