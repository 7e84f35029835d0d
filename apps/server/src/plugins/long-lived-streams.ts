import fp from 'fastify-plugin';

/**
 * `connectionTimeout` closes a connection that stays silent that long, which protects the server from
 * clients that open connections and never finish them. A Server-Sent Events stream (live results) is
 * silent between results and heartbeats by design and stays open for hours: a request asking for one
 * (`Accept: text/event-stream`, what every EventSource sends) has its connection's idle timeout lifted
 * while it is answered. `requestTimeout` still bounds how long the request itself may take to arrive,
 * and Node puts the idle timeout back on the next request of a kept-alive connection.
 */
export const longLivedStreamsPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/event-stream')) {
      // An injected request (light-my-request) has a socket without timeouts: nothing to lift there.
      const socket = request.raw.socket;
      if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
    }
    done();
  });
});
