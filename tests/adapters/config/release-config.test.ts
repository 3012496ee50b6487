import { loadConfig } from '../../../adapters/config';
import { configProblemsOf } from '../../support/config-problems';

describe('release settings: label copy, identifier ranges and delivery', () => {
  it('runs on demo ranges and the built-in delivery by default', () => {
    const { release } = loadConfig({}, '/srv/portal');
    expect(release.labelName).toBe('Harbour Sound');
    expect(release.identifiers).toEqual({ isrcRegistrant: 'GBA1B', gs1CompanyPrefix: '0123456', upcRangeStart: 1, upcRangeEnd: 99_999 });
    expect(release.delivery.adapter).toBe('built-in');
  });

  it('reads the SFTP settings when that adapter is chosen', () => {
    const { release } = loadConfig(
      {
        DELIVERY_ADAPTER: 'sftp',
        DELIVERY_SFTP_HOST: 'sftp.distributor.example',
        DELIVERY_SFTP_USERNAME: 'label',
        DELIVERY_SFTP_PASSWORD: 'secret',
        DELIVERY_SFTP_FOLDER: '/incoming',
        ISRC_REGISTRANT: 'us-s1z',
      },
      '/srv/portal',
    );
    expect(release.delivery.sftp).toMatchObject({ host: 'sftp.distributor.example', port: 22, username: 'label', folder: '/incoming' });
    expect(release.identifiers.isrcRegistrant).toBe('USS1Z');
  });

  it.each([
    [{ DELIVERY_ADAPTER: 'ftp' }, "DELIVERY_ADAPTER must be one of: built-in, sftp (got 'ftp')"],
    [{ DELIVERY_ADAPTER: 'sftp' }, 'DELIVERY_SFTP_HOST is required when DELIVERY_ADAPTER is sftp'],
    [{ ISRC_REGISTRANT: 'G1-ABC' }, "ISRC_REGISTRANT must be a country code and registrant, e.g. GB-A1B (got 'G1-ABC')"],
    [{ GS1_COMPANY_PREFIX: '12AB' }, "GS1_COMPANY_PREFIX must be 6 to 11 digits (got '12AB')"],
    [{ UPC_RANGE_START: '50', UPC_RANGE_END: '10' }, 'UPC_RANGE_END must not be below UPC_RANGE_START'],
    [{ GS1_COMPANY_PREFIX: '01234567890', UPC_RANGE_END: '10' }, "UPC_RANGE_END must be a whole number from 0 to 9 (got '10')"],
  ])('refuses %j', (env, problem) => {
    expect(configProblemsOf(env)).toContain(problem);
  });
});
