import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/**
 * Debian's nginx as the test's own process (its own config and temp prefix): round-robin over the instances, no
 * sticky sessions, request bodies streamed through unbuffered, and a request that cannot reach a dead instance
 * tried on the next one.
 */
export class NginxBalancer {
  private child: ChildProcess | undefined;
  private prefix = '';

  constructor(
    readonly port: number,
    private readonly upstreamPorts: number[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-scale-'));
    const servers = this.upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=60s;`).join('\n');
    const config = `
worker_processes 1;
pid ${this.prefix}/nginx.pid;
error_log ${this.prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${this.prefix}/body;
  proxy_temp_path ${this.prefix}/proxy;
  fastcgi_temp_path ${this.prefix}/fastcgi;
  uwsgi_temp_path ${this.prefix}/uwsgi;
  scgi_temp_path ${this.prefix}/scgi;
  upstream portal {
${servers}
  }
  server {
    listen 127.0.0.1:${this.port};
    client_max_body_size 0;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_next_upstream error timeout non_idempotent;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
    await writeFile(path.join(this.prefix, 'nginx.conf'), config);
    const child = spawn(NGINX, ['-p', this.prefix, '-c', path.join(this.prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    this.child = child;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors}`);
      const up = await fetch(`${this.url}/api/health`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${errors}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (this.prefix) await rm(this.prefix, { recursive: true, force: true });
  }
}
