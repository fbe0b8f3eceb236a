import { PGlite } from '@electric-sql/pglite';

/**
 * Creates a new PGlite data folder and exits. It runs in a child process of the launcher: the
 * creation (initdb) leaves about 500 MB that PGlite never hands back, which die with this process
 * instead of staying in the hub for its whole life.
 */
const [dataFolder] = process.argv.slice(2);
if (!dataFolder) {
  console.error('initialise-database: data folder missing');
  process.exit(2);
}
const db = await PGlite.create(dataFolder);
await db.close();
