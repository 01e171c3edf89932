import { User } from '@plotline/contract/auth';
import { FieldErrors, IdParams } from '@plotline/contract/common';
import { CompanyUserList, CompanyUsersQuery, CreateEmployeeBody } from '@plotline/contract/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { companyScopeOf } from '../companies/company-scope.ts';
import { createEmployee } from './create-employee.ts';
import { deactivateEmployee } from './deactivate-employee.ts';
import { listCompanyUsers } from './list-company-users.ts';

/**
 * `users/employees/` (product-spec §7 "Account"): heads add employees of a lower role and
 * deactivate them; `users/users_by_company_id/` lists the company's people with their access
 * groups. Employees and company-less users get 403 before anything else.
 */
export const employeesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/users/employees/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description:
          'Adds an employee to a division of the company. The role must be lower than the ' +
          'creator’s; a head of division adds only to their own division.',
        body: CreateEmployeeBody,
        response: { 201: User, 400: FieldErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmployee(db, requireUser(request), request.body)),
  );

  app.delete(
    '/users/employees/:id/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description:
          'Deactivates an employee of a lower role: sign-in stops at once, the data stays, ' +
          'personal data is erased a year later.',
        params: IdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await deactivateEmployee(db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/users_by_company_id/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description:
          'Active users of the company with their access groups; substring filters ' +
          '`username`, `role`, `group_name`; `ordering`, `ordering_by_groups`.',
        querystring: CompanyUsersQuery,
        response: { 200: CompanyUserList },
      },
    },
    async (request) => {
      const companyId = companyScopeOf(requireUser(request), request.query.company_id);
      return listCompanyUsers(db, companyId, request.query);
    },
  );
};
