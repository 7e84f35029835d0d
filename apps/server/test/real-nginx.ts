import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The shared proxy settings the deployment documents (docs/operations.md), used verbatim. */
export const DOCUMENTED_PROXY_CONF = path.resolve(
  import.meta.dirname,
  '../../../docs/deploy/nginx/carreras-proxy.conf',
);

export interface RealNginx {
  /** `http://127.0.0.1:PORT`, nginx's own address. */
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx (installed by scripts/ensure-nginx.sh) in front of `upstreamPort`, with the documented
 * proxy settings included as they are: a server block on a free local port, nothing else of the site.
 */
export async function startRealNginx(upstreamPort: number): Promise<RealNginx> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!nginx) throw new Error('nginx is missing: scripts/ensure-nginx.sh installs it (apt-get install nginx-light)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-nginx-'));
  // Workers run as an unprivileged user when nginx is started by root: they must reach their temp folders.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub), { mode: 0o777 });
    chmodSync(path.join(dir, sub), 0o777);
  }
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream carreras {
    server 127.0.0.1:${upstreamPort};
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    include ${DOCUMENTED_PROXY_CONF};
  }
}
`,
  );
  const child: ChildProcess = spawn(nginx, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  for (let attempt = 0; attempt < 200 && !(await accepts(port)); attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
