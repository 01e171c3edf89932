import type { User } from '@plotline/contract/auth';
import type { users } from '../../db/schema.ts';

/** Maps a users row to the API's User (api-contract §3); internal columns stay inside. */
export function presentUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    patronymic: row.patronymic,
    birthday: row.birthday,
    contact_telephone: row.contactTelephone,
    extra_information: row.extraInformation,
    division: row.divisionId,
    is_head_of_company: row.role === 'head_of_company',
    is_head_of_division: row.role === 'head_of_division',
    countries: row.countries,
  };
}
