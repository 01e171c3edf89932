import { z } from 'zod';

/** A country, named in the request's language (`GET plotline_db/countries/`). */
export const Country = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166-1 alpha-2'),
  name: z.string(),
});
export type Country = z.infer<typeof Country>;

export const CountryList = z.array(Country);
export type CountryList = z.infer<typeof CountryList>;
