import type { FastifyInstance } from 'fastify';

/**
 * Every API route the app registers, as `METHOD /api/v1/path/{param}/`, read from the app's
 * own OpenAPI document: the one enumeration the policy matrix and the input fuzz share, so a
 * new route is covered by both without being listed.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}
