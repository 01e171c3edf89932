import { FieldErrors } from '@plotline/contract/common';
import { CompanyList, CreateCompanyBody, CreatedCompany } from '@plotline/contract/company';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { presentUser } from '../account/present-user.ts';
import { companyScopeOf, inCompany } from './company-scope.ts';
import { createCompany } from './create-company.ts';

/**
 * `users/companies/` (api-contract §3): heads see their company, the super admin every
 * company; only the super admin creates companies (with their first head).
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/companies/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description: 'Companies by name: the super admin sees all, a head their own.',
        response: { 200: CompanyList },
      },
    },
    async (request) =>
      db
        .select({ id: companies.id, company_name: companies.name })
        .from(companies)
        .where(inCompany(companies.id, companyScopeOf(requireUser(request))))
        .orderBy(sql`replace(lower(${companies.name}), 'ё', 'е')`, companies.id),
  );

  app.post(
    '/users/companies/',
    {
      config: { requires: 'super_admin' },
      schema: {
        tags: ['company'],
        description:
          'Super admin: creates a company with its head (role head_of_company). A taken ' +
          'login is `{"head": ["A user with this login already exists"]}`.',
        body: CreateCompanyBody,
        response: { 201: CreatedCompany, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { company_name: name, head } = request.body;
      const created = await createCompany(db, {
        name,
        head: {
          username: head.username,
          password: head.password,
          firstName: head.first_name,
          lastName: head.last_name,
          email: head.email,
        },
      });
      return reply.code(201).send({
        id: created.company.id,
        company_name: created.company.name,
        head: presentUser(created.head),
      });
    },
  );
};
