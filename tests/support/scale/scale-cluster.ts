import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type FakeS3, startFakeS3 } from '../../fakes/s3.fake-server';
import { PortalProcess } from '../crash/portal-process';
import { NginxBalancer } from './nginx-balancer';
import { freePort } from '../free-port';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * N real API processes on one fresh PostgreSQL database and one (fake) S3 bucket, behind nginx. The database is
 * empty until the instances start: they migrate and seed it themselves, all at once.
 */
export class ScaleCluster {
  readonly instances: PortalProcess[] = [];
  balancer!: NginxBalancer;
  s3!: FakeS3;
  databaseUrl = '';
  private name = '';

  constructor(
    private readonly adminUrl: string,
    private readonly size: number,
  ) {}

  async start(): Promise<void> {
    this.name = `portal_scale_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${this.name}`);
    await admin.end();
    this.databaseUrl = withDatabase(this.adminUrl, this.name);
    this.s3 = await startFakeS3({ awsChunked: 'store-as-is' });
    const ports = await Promise.all(Array.from({ length: this.size }, () => freePort()));
    const env = {
      SEED_DEMO_DATA: 'true',
      DATABASE_URL: this.databaseUrl,
      STORAGE_ADAPTER: 's3',
      S3_BUCKET: this.s3.bucket,
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY_ID: this.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      RATE_LIMIT_UPLOADS: '100000',
      RATE_LIMIT_FORM_SESSIONS: '100000',
    };
    for (const port of ports)
      this.instances.push(new PortalProcess(port, { ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'scale-portal-')) }));
    await Promise.all(this.instances.map((instance) => instance.start(180_000)));
    this.balancer = new NginxBalancer(await freePort(), ports);
    await this.balancer.start();
  }

  async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    await this.balancer?.stop();
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await this.s3?.close();
    if (!this.name) return;
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
    await admin.end();
  }
}
