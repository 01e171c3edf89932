import { FieldErrors, IdParams } from '@plotline/contract/common';
import {
  CreateDivisionBody,
  Division,
  DivisionList,
  DivisionsQuery,
  UpdateDivisionBody,
} from '@plotline/contract/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { companyScopeOf, requireCompanyOf } from '../companies/company-scope.ts';
import { createDivision } from './create-division.ts';
import { listDivisions } from './list-divisions.ts';
import { updateDivision } from './update-division.ts';

/**
 * `users/divisions/` (product-spec §7 "Account"): heads list their company's divisions and
 * heads of company add them; renaming is for heads of company, and for a head of division
 * their own division. Employees and company-less users get 403 before anything else.
 */
export const divisionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/divisions/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description: 'The company’s divisions by name (ё = е, any case).',
        querystring: DivisionsQuery,
        response: { 200: DivisionList },
      },
    },
    async (request) =>
      listDivisions(db, companyScopeOf(requireUser(request), request.query.company_id)),
  );

  app.post(
    '/users/divisions/',
    {
      config: { requires: 'head_of_company' },
      schema: {
        tags: ['company'],
        description: 'Adds a division; the name is unique in the company (ё = е, any case).',
        body: CreateDivisionBody,
        response: { 201: Division, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const companyId = requireCompanyOf(requireUser(request), request.body.company, 'company');
      return reply.code(201).send(await createDivision(db, companyId, request.body));
    },
  );

  app.patch(
    '/users/divisions/:id/',
    {
      config: { requires: 'head' },
      schema: {
        tags: ['company'],
        description: 'Renames a division (a head of division: only their own).',
        params: IdParams,
        body: UpdateDivisionBody,
        response: { 200: Division, 400: FieldErrors },
      },
    },
    async (request) => updateDivision(db, requireUser(request), request.params.id, request.body),
  );
};
