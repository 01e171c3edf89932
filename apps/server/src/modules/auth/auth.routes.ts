import {
  InvalidCredentials,
  LoginBlocked,
  LoginBody,
  LogoutResult,
  RefreshBody,
  TokenPair,
} from '@plotline/contract/auth';
import { DetailError, FieldErrors } from '@plotline/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { requestLanguage, translate } from '../../platform/i18n/translate.ts';
import { type LoginPolicy, logIn } from './log-in.ts';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';

type AuthDeps = { db: Db; tokens: TokenService; policy: LoginPolicy; ratePerMinute: number };

/** `login/`, `refresh/`, `logout/` (api-contract §2). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const rateLimit = { max: deps.ratePerMinute, timeWindow: '1 minute' };

  app.post(
    '/login/',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: {
          200: TokenPair,
          400: z.union([InvalidCredentials, FieldErrors]),
          403: LoginBlocked,
        },
      },
    },
    async (request, reply) => {
      const outcome = await logIn(deps, request.body);
      const language = requestLanguage(request);
      if (outcome.kind === 'ok') return { access: outcome.access, refresh: outcome.refresh };
      if (outcome.kind === 'invalid') {
        return reply.code(400).send({
          message: translate('auth.invalidCredentials', language),
          remainingAttempts: outcome.remainingAttempts,
        });
      }
      return reply.code(403).send({
        message: translate('auth.loginBlocked', language),
        blockTimeSeconds: outcome.blockSeconds,
      });
    },
  );

  app.post(
    '/refresh/',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: RefreshBody, response: { 200: TokenPair, 401: DetailError } },
    },
    async (request) => {
      const pair = await rotateRefreshToken(deps, request.body.refresh);
      if (!pair) throw new AppError('TOKEN_INVALID');
      return pair;
    },
  );

  app.post(
    '/logout/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'Blacklists the refresh token; the token itself is the credential.',
        body: RefreshBody,
        response: { 200: LogoutResult, 401: DetailError },
      },
    },
    async (request) => {
      if (!(await revokeRefreshToken(deps, request.body.refresh))) {
        throw new AppError('TOKEN_INVALID');
      }
      return {
        detail: translate('auth.loggedOut', requestLanguage(request)),
      };
    },
  );
};
