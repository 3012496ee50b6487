import path from 'node:path';
import { loadConfig } from '../../../adapters/config';
import { configProblemsOf } from '../../support/config-problems';

describe('loadConfig', () => {
  it("reads the embedded signer's frame origins, the provider's by default", () => {
    expect(loadConfig({}, '/srv/portal').eSignature.dropboxSign.frameOrigins).toEqual(['https://app.hellosign.com']);
    const listed = loadConfig({ DROPBOX_SIGN_FRAME_ORIGINS: 'http://127.0.0.1:4010, https://sign.example/' }, '/srv/portal');
    expect(listed.eSignature.dropboxSign.frameOrigins).toEqual(['http://127.0.0.1:4010', 'https://sign.example']);
  });

  it('runs on built-in adapters and the embedded database by default', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/portal/data'));
    expect([
      config.board.adapter,
      config.storage.adapter,
      config.musicCatalogue.adapter,
      config.eSignature.adapter,
      config.mailer.adapter,
    ]).toEqual(['database', 'local', 'demo', 'builtin', 'outbox']);
    expect(config.seedDemoData).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be a whole number from 1 to 65535 (got 'abc')"],
    [{ PORT: '70000' }, "PORT must be a whole number from 1 to 65535 (got '70000')"],
    [{ BOARD_ADAPTER: 'nope' }, "BOARD_ADAPTER must be one of: database, monday (got 'nope')"],
    [{ STORAGE_ADAPTER: 'ftp' }, "STORAGE_ADAPTER must be one of: local, s3 (got 'ftp')"],
    [{ MUSIC_CATALOGUE_ADAPTER: 'x' }, "MUSIC_CATALOGUE_ADAPTER must be one of: demo, spotify (got 'x')"],
    [{ ESIGN_ADAPTER: 'x' }, "ESIGN_ADAPTER must be one of: builtin, dropbox-sign (got 'x')"],
    [{ MAIL_ADAPTER: 'x' }, "MAIL_ADAPTER must be one of: outbox, smtp (got 'x')"],
    [
      { DROPBOX_SIGN_FRAME_ORIGINS: 'https://app.hellosign.com/editor' },
      "DROPBOX_SIGN_FRAME_ORIGINS must list http(s) origins such as https://app.hellosign.com (got 'https://app.hellosign.com/editor')",
    ],
    [{ DATABASE_URL: 'mysql://x' }, "DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got 'mysql://x')"],
    [{ SEED_DEMO_DATA: 'maybe' }, "SEED_DEMO_DATA must be one of: true, false (got 'maybe')"],
    [{ TRUST_PROXY_HOPS: 'yes' }, "TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got 'yes')"],
    [{ MAIL_ADAPTER: 'smtp' }, 'SMTP_URL is required when MAIL_ADAPTER is smtp'],
    [{ MAIL_ADAPTER: 'smtp', SMTP_URL: 'http://mail' }, "SMTP_URL must be a URL starting with smtp:// or smtps:// (got 'http://mail')"],
  ])('names the bad variable in %j', (env, message) => {
    expect(configProblemsOf(env)).toEqual([message]);
  });

  it('asks for every credential a real adapter needs, all at once', () => {
    expect(configProblemsOf({ BOARD_ADAPTER: 'monday', STORAGE_ADAPTER: 's3' })).toEqual([
      'MONDAY_API_TOKEN is required when BOARD_ADAPTER is monday',
      'MONDAY_BOARD_ID is required when BOARD_ADAPTER is monday',
      'S3_BUCKET is required when STORAGE_ADAPTER is s3',
    ]);
  });

  it('accepts a PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });
});
