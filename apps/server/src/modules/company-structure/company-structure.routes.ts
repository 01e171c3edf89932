import { CompanyStructure, CompanyStructureQuery } from '@plotline/contract/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { requireCompanyOf } from '../companies/company-scope.ts';
import { getCompanyStructure } from './get-company-structure.ts';

/**
 * `users/company_structure/` (api-contract §3): open to every member of a company, employees
 * included; company-less users get 403.
 */
export const companyStructureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/company_structure/',
    {
      config: { requires: 'member' },
      schema: {
        tags: ['company'],
        description:
          'The company’s heads and divisions with their heads and members; ' +
          '`is_active=true` hides deactivated users.',
        querystring: CompanyStructureQuery,
        response: { 200: CompanyStructure },
      },
    },
    async (request) => {
      const { company_id: requested, is_active: isActive } = request.query;
      const companyId = requireCompanyOf(requireUser(request), requested);
      return getCompanyStructure(db, companyId, isActive);
    },
  );
};
