import { Health } from '@plotline/contract/common';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';

/** `GET health/`: answers 200 once the database answers a query. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  app.get(
    '/health/',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: Health } } },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind, version };
    },
  );
};
