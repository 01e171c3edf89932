import type { FastifyInstance } from 'fastify';

/**
 * Replaces Fastify's JSON body parser by one that reads an empty body (or one of white space
 * only) as no body: clients of the original system send `Content-Type: application/json` on
 * every call, also on a DELETE with nothing in it (api-contract §1), and expect the normal
 * answer, not 400 "Malformed request body". Every other body is parsed exactly as Fastify
 * does (same prototype-poisoning rules, same 400 on broken JSON). A route that takes a body
 * and gets none reads it as `{}`, as DRF does, so the answer names each missing field.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });
}
