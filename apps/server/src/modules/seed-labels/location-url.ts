import type { FastifyRequest } from 'fastify';

/**
 * The address a storage location's QR code opens: `<origin>/varieties/storage?location=<id>`
 * (the storage page selects that location). The origin is the request's own (scheme and host
 * as the client reached us; behind a proxy, as `TRUST_PROXY` lets Fastify read them): the
 * server has no configured public URL.
 */
export function locationUrl(request: FastifyRequest, locationId: number): string {
  return `${request.protocol}://${request.host}/varieties/storage?location=${locationId}`;
}
