/** What a request log line says about a request (Fastify's default fields). */
type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * The address with the value of every `token` query parameter replaced by `***`: the
 * notification socket carries the access token in its query (api-contract §10), and a log
 * must never hold a usable token.
 */
export function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1***');
}

/** Fastify's request serializer, minus the token. */
export function requestLogLine(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
