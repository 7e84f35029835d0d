import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The files the deployment ships (docs/operations.md, "5. nginx"), run as they are. */
export const SHIPPED_NGINX = path.resolve(import.meta.dirname, '../../../docs/deploy/nginx');

export const readShipped = (file: string) => readFileSync(path.join(SHIPPED_NGINX, file), 'utf8');

export interface RealNginx {
  /** `http://127.0.0.1:PORT`: the site's server block (the one that listens on 443 in production) without TLS. */
  url: string;
  /** `https://127.0.0.1:PORT`: the same server block with TLS and HTTP/2, on a self-signed certificate. */
  tlsUrl: string;
  /** The master process, which starts the workers. */
  pid: number;
  /** Process ids of the workers running now. */
  workerPids(): number[];
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
 * Replaces each `from` with its `to`, every occurrence. A `from` the file no longer holds throws: a shipped file
 * whose paths changed must change this harness too, never silently run with a production path.
 */
export function substitute(text: string, file: string, replacements: [from: string, to: string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
    result = result.replaceAll(from, to);
  }
  return result;
}

function findNginx(): string {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!nginx) throw new Error('nginx is missing: scripts/ensure-nginx.sh installs it (apt-get install nginx-light)');
  return nginx;
}

/** The worker processes `parent` started, according to /proc (Linux). */
function workersOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name, in parentheses, may hold spaces: the fields after its closing one are plain.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('worker process')) {
        children.push(Number(entry));
      }
    } catch {
      // The process ended while being read.
    }
  }
  return children;
}

/**
 * Debian's nginx (installed by scripts/ensure-nginx.sh) in front of `upstreamPort`, with the shipped files of
 * docs/deploy/nginx as they are: nginx.conf (main and events settings included), carreras-http.conf in conf.d,
 * the carreras.conf site and its carreras-proxy.conf snippet. Only where they point is moved: pid, logs,
 * temporary and cache folders, the included files, certificates, the listening ports and the upstream address.
 */
export async function startRealNginx(upstreamPort: number): Promise<RealNginx> {
  const nginx = findNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-nginx-'));
  // Workers run as www-data when nginx is started by root: they must reach the folders nginx creates in here.
  chmodSync(dir, 0o755);
  for (const sub of ['conf.d', 'sites-enabled', 'snippets']) mkdirSync(path.join(dir, sub));
  const [port, tlsPort, redirectPort] = [await freePort(), await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );

  const varLib: [string, string] = ['/var/lib/nginx/', `${dir}/`];
  const main = substitute(readShipped('nginx.conf'), 'nginx.conf', [
    ['pid /run/nginx.pid;', `pid ${dir}/nginx.pid;`],
    ['/var/log/nginx/', `${dir}/`],
    varLib,
    ['include /etc/nginx/conf.d/', `include ${dir}/conf.d/`],
    ['include /etc/nginx/sites-enabled/', `include ${dir}/sites-enabled/`],
  ]);
  const http = substitute(readShipped('carreras-http.conf'), 'carreras-http.conf', [varLib]);
  const site = substitute(readShipped('carreras.conf'), 'carreras.conf', [
    ['server 127.0.0.1:3001;', `server 127.0.0.1:${upstreamPort};`],
    ['server 127.0.0.1:3002;', `server 127.0.0.1:${upstreamPort};`],
    ['listen 80;', `listen 127.0.0.1:${redirectPort};`],
    // The same server block on a plain port as well, so a test's fetch needs no certificate.
    ['listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2; listen 127.0.0.1:${port};`],
    ['/etc/letsencrypt/live/inscripciones.example.com/', `${dir}/`],
    ['/etc/nginx/snippets/', `${dir}/snippets/`],
  ]);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  writeFileSync(path.join(dir, 'conf.d', 'carreras.conf'), http);
  writeFileSync(path.join(dir, 'sites-enabled', 'carreras'), site);
  copyFileSync(path.join(SHIPPED_NGINX, 'carreras-proxy.conf'), path.join(dir, 'snippets', 'carreras-proxy.conf'));

  // In the foreground, as systemd's unit starts it in the background: `-g` adds to the file, changes nothing in it.
  const child: ChildProcess = spawn(nginx, ['-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  for (let attempt = 0; attempt < 200 && !(await accepts(port)); attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await accepts(port))) throw new Error(`nginx did not listen: ${errors}`);
  const pid = child.pid as number;
  return {
    url: `http://127.0.0.1:${port}`,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    pid,
    workerPids: () => workersOf(pid),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // A fast stop: a graceful one would wait for every open stream to end.
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
