import { Profile, RegistrationBody, User } from '@plotline/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { getProfile } from './get-profile.ts';
import { registerUser } from './register-user.ts';

/** `users/registration/` and `users/profile/`. */
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
};
