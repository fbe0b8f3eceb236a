// Debian's nginx as a plain reverse proxy in front of one service: its own configuration in a
// temporary folder, run in the foreground and stopped by the bench. Like the gateway, it keeps
// its upstream connections alive and writes one access-log line per request.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startProcess, waitUntil } from './proc.mjs';

export const NGINX = '/usr/sbin/nginx';

export function nginxVersion() {
  if (!existsSync(NGINX)) return null;
  const { stderr } = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return stderr.trim().replace(/^nginx version: nginx\//, '');
}

function configuration({ dir, port, upstream }) {
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service {
    server ${upstream};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:`port` in front of `upstream` (host:port); answers the process. */
export async function startNginx({ workDir, port, upstream }) {
  const dir = path.join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, configuration({ dir, port, upstream }));
  const proc = startProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', dir, '-c', file, '-g', 'daemon off;'],
    env: process.env,
    logFile: path.join(dir, 'stdout.log'),
  });
  await waitUntil('nginx', async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 15_000, proc);
  return proc;
}
