import type { FastifyRequest } from 'fastify';

/**
 * What a request log says about the request: Fastify's default fields with the path only. A query
 * string can carry what must not sit in log files (a searched DNI, a token someone pasted into a link).
 */
export function serializeRequest(request: FastifyRequest) {
  const url = request.url;
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: withoutControlToken(query === -1 ? url : url.slice(0, query)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A volunteer link's token is the path's segment after `/control/` (the page) or `/api/control/` (its API), and
 * it records at a control for a whole day (docs/decisions/019-controls-on-the-course.md): logged as `…`.
 */
const CONTROL_TOKEN = /^((?:\/api)?\/control\/)[^/]+/;
const withoutControlToken = (path: string) => path.replace(CONTROL_TOKEN, '$1…');
