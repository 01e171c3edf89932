import {
  DeleteAccountBody,
  Profile,
  RegistrationBody,
  UpdateProfileBody,
  User,
} from '@plotline/contract/auth';
import { FieldErrors } from '@plotline/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { deleteAccount } from './delete-account.ts';
import { getProfile } from './get-profile.ts';
import { registerUser } from './register-user.ts';

/** `users/registration/`, `users/profile/` (read, change) and `users/delete_account/`. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; ratePerMinute: number }> = async (
  app,
  { db, ratePerMinute },
) => {
  app.post(
    '/users/registration/',
    {
      config: { public: true, rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        description: 'Creates a company-less user who owns their own crops, fields and plots.',
        body: RegistrationBody,
        response: { 201: User },
      },
    },
    async (request, reply) => reply.code(201).send(await registerUser(db, request.body)),
  );

  app.get(
    '/users/profile/',
    { schema: { tags: ['account'], response: { 200: Profile } } },
    async (request) => getProfile(db, requireUser(request).id),
  );

  app.patch(
    '/users/profile/',
    { schema: { tags: ['account'], body: UpdateProfileBody, response: { 200: Profile } } },
    async (request) => {
      const { id } = requireUser(request);
      const { first_name, last_name, patronymic, email, contact_telephone, birthday } =
        request.body;
      const changes = {
        firstName: first_name,
        lastName: last_name,
        patronymic,
        email,
        contactTelephone: contact_telephone,
        birthday,
        extraInformation: request.body.extra_information,
      };
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(defined).length > 0)
        await db.update(users).set(defined).where(eq(users.id, id));
      return getProfile(db, id);
    },
  );

  app.post(
    '/users/delete_account/',
    {
      config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        description:
          'Deletes the signed-in user’s account after checking the password: personal data ' +
          'is anonymised at once, sessions end, a company-less user’s crops are deleted; ' +
          'company data stays with the company. The only active head of a company is refused.',
        body: DeleteAccountBody,
        response: { 204: z.null().describe('No content'), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, requireUser(request).id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
