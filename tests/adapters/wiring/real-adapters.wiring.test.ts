import { MondayBoard } from '../../../adapters/board/monday.board';
import { DropboxSignESignature } from '../../../adapters/e-signature/dropbox-sign.e-signature';
import { SmtpMailer } from '../../../adapters/mailer/smtp.mailer';
import { isQueuedMailer } from '../../../application/ports/mailer.port';
import { SpotifyMusicCatalogue } from '../../../adapters/music-catalogue/spotify.music-catalogue';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { buildInfrastructure } from '../../../adapters/registry';
import { openTestDatabase } from '../../support/test-database';
import { testConfig } from '../../support/test-config';

describe('the registry selects the real third-party adapters by name', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('BOARD_ADAPTER=monday, ESIGN_ADAPTER=dropbox-sign and MAIL_ADAPTER=smtp and MUSIC_CATALOGUE_ADAPTER=spotify build the real adapters', async () => {
    const config = testConfig({
      BOARD_ADAPTER: 'monday',
      MONDAY_API_TOKEN: 'token',
      MONDAY_BOARD_ID: '42',
      ESIGN_ADAPTER: 'dropbox-sign',
      DROPBOX_SIGN_API_KEY: 'key',
      DROPBOX_SIGN_CLIENT_ID: 'client',
      DROPBOX_SIGN_TEMPLATE_ID: 'template',
      MAIL_ADAPTER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MUSIC_CATALOGUE_ADAPTER: 'spotify',
      SPOTIFY_CLIENT_ID: 'id',
      SPOTIFY_CLIENT_SECRET: 'secret',
    });
    const infrastructure = await buildInfrastructure(config, { database });
    expect(infrastructure.board).toBeInstanceOf(MondayBoard);
    expect(infrastructure.eSignature).toBeInstanceOf(DropboxSignESignature);
    expect(infrastructure.mailer).toBeInstanceOf(SmtpMailer);
    expect(infrastructure.musicCatalogue).toBeInstanceOf(SpotifyMusicCatalogue);
    expect(isQueuedMailer(infrastructure.mailer)).toBe(true);
    (infrastructure.mailer as SmtpMailer).close();
    await infrastructure.close();
  });

  it('the defaults stay the built-in adapters, with a mailer that needs no delivery job', async () => {
    const infrastructure = await buildInfrastructure(testConfig(), { database });
    expect(infrastructure.board.adapterName).toBe('database');
    expect(infrastructure.eSignature.adapterName).toBe('builtin');
    expect(isQueuedMailer(infrastructure.mailer)).toBe(false);
    await infrastructure.close();
  });
});
