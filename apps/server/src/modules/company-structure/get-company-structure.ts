import type { CompanyStructure } from '@plotline/contract/company';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, divisions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentUser } from '../account/present-user.ts';
import { FOLDED_DIVISION_NAME } from '../divisions/list-divisions.ts';

const folded = (column: unknown) => sql`replace(lower(${column}), 'ё', 'е')`;

/**
 * A company's structure (api-contract §3): its heads, then each division (by name) with its
 * heads and its other members. People are ordered by last name, first name and login
 * (ё = е, any case). `isActive` true keeps active users only, false deactivated ones only,
 * undefined everyone. Members without a division (other than heads of company) do not appear.
 * @throws AppError NOT_FOUND when the company does not exist
 */
export async function getCompanyStructure(
  db: Db,
  companyId: number,
  isActive?: boolean,
): Promise<CompanyStructure> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND');
  const people = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isActive === undefined ? undefined : eq(users.isActive, isActive),
      ),
    )
    .orderBy(folded(users.lastName), folded(users.firstName), folded(users.username), users.id);
  const companyDivisions = await db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
    .orderBy(FOLDED_DIVISION_NAME, divisions.id);
  const inDivision = (id: number) => people.filter((person) => person.divisionId === id);
  return {
    id: company.id,
    company_name: company.name,
    head: people.filter((person) => person.role === 'head_of_company').map(presentUser),
    divisions: companyDivisions.map((division) => {
      const members = inDivision(division.id).filter((p) => p.role !== 'head_of_company');
      return {
        id: division.id,
        company_division_name: division.name,
        head: members.filter((p) => p.role === 'head_of_division').map(presentUser),
        users: members.filter((p) => p.role !== 'head_of_division').map(presentUser),
      };
    }),
  };
}
