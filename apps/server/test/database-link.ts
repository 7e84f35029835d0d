import net from 'node:net';

/**
 * A TCP proxy between the app and its database that a test can cut, as a database restart or a network
 * failure does: `cut()` drops every open connection and refuses new ones, `restore()` accepts them again.
 */
export interface DatabaseLink {
  /** The database address rewritten to go through the proxy. */
  url(databaseUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabaseLink(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(targetPort, target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    url(url) {
      const rewritten = new URL(url);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
