import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Built once: @fastify/helmet builds helmet's middleware again on every request (its CSP parsed each
// time), about 5 % of a small read's CPU in a profile of GET /api/health.
const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes its CSS variables into a <style> element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet's middleware sets, taken once from it: they depend on nothing in the request. Set on
 * Fastify's reply (not with `res.setHeader` as the middleware does), the answer's head is written in one
 * pass: Node's `writeHead` takes Fastify's headers as they are when nothing went through `setHeader`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmetMiddleware({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure || Object.keys(headers).length === 0) throw new Error('helmet set no security headers');
  return Object.freeze(headers);
})();
const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** helmet's security headers (a strict CSP among them) on every answer. */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of HEADER_ENTRIES) reply.header(name, value);
    // A stream that takes the connection over (reply.hijack(), Server-Sent Events) writes its head on the raw
    // response, where Fastify's headers never go.
    if (request.headers.accept?.includes('text/event-stream')) {
      for (const [name, value] of HEADER_ENTRIES) reply.raw.setHeader(name, value);
    }
    done();
  });
}
