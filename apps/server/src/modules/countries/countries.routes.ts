import { CountryList } from '@plotline/contract/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';

/** `GET plotline_db/countries/`: public, for the registration form; names in the asked language. */
export const countriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/countries/',
    { config: { public: true }, schema: { tags: ['account'], response: { 200: CountryList } } },
    async (request) => {
      const language = requestLanguage(request);
      const names = new Intl.DisplayNames([language], { type: 'region' });
      const collator = new Intl.Collator(language);
      const rows = await db.select().from(countries);
      return rows
        .map((row) => ({ id: row.id, code: row.code, name: names.of(row.code) ?? row.code }))
        .sort((a, b) => collator.compare(a.name, b.name));
    },
  );
};
