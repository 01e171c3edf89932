// A process that owns an embedded PostgreSQL and is then killed by the test
// (db/embedded-postgres.test.ts): starts the server of the folder in argv[2], commits one row,
// says "ready" and waits to be killed.
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

async function main() {
  const server = await startEmbeddedPostgres({ dir: process.argv[2] ?? '' });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('create table if not exists kept (note text)');
  await client.query(`insert into kept values ('written before kill -9')`);
  console.log('ready');
  setInterval(() => {}, 60_000);
}
void main();
