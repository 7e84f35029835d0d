import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger.ts';

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream, redact: ['*.password'] },
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.info({ body: { password: 'secreto' } }, 'info line');
    request.log.warn({ body: { password: 'secreto' } }, 'warn line');
    request.log.child({ part: 'inner' }).error('inner line');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazy request logger', () => {
  it('writes what the level lets through with the request id and redaction, and nothing else', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/loud' });
    expect(lines.map((line) => line.msg)).toEqual(['warn line', 'inner line']);
    for (const line of lines) expect(line.reqId).toMatch(/^req-/);
    expect(lines[0]?.body).toEqual({ password: '[Redacted]' });
    expect(lines[1]?.part).toBe('inner');
    await app.close();
  });

  it('writes Fastify request logs at the info level, each with its request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBeDefined();
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
    await app.close();
  });
});
