import { parseIsrcRegistrant } from '../../domain/catalogue';
import { LABEL_NAME } from '../../domain/shared';
import { ADAPTER_NAMES, type DeliveryAdapterName } from './adapter-names';
import type { EnvReader } from './env-reader';

export interface ReleaseConfig {
  /** The label's name on ℗/© lines and in the delivery message. */
  labelName: string;
  /** Identifier ranges the label assigns from on approval. */
  identifiers: {
    /** The 5 stored characters of the ISRC registrant prefix (country + registrant), e.g. `GBA1B`. */
    isrcRegistrant: string;
    gs1CompanyPrefix: string;
    upcRangeStart: number;
    upcRangeEnd: number;
  };
  delivery: {
    adapter: DeliveryAdapterName;
    /** The DDEX Party Id (DPID) we send as. */
    senderPartyId: string;
    sftp: {
      host: string;
      port: number;
      username: string;
      password?: string;
      privateKeyPath?: string;
      folder: string;
      /** `SHA256:<base64>` of the server's host key (what `ssh-keygen -lf` prints); unset, the key is not checked. */
      hostKeySha256?: string;
    };
  };
}

// Demo values: a registrant code and a GS1 prefix nobody has been issued to, so the embedded default runs as is.
const DEMO = { registrant: 'GB-A1B', gs1Prefix: '0123456', sender: 'PADPIDA2026112701H' } as const;

export function readReleaseConfig(read: EnvReader): ReleaseConfig {
  const adapter = read.oneOf('DELIVERY_ADAPTER', ADAPTER_NAMES.delivery, 'built-in');
  const forSftp = (name: string) => (adapter === 'sftp' ? read.required(name, 'when DELIVERY_ADAPTER is sftp') : '');
  const registrantRaw = read.string('ISRC_REGISTRANT', DEMO.registrant);
  const isrcRegistrant = parseIsrcRegistrant(registrantRaw);
  if (!isrcRegistrant) read.problems.push(`ISRC_REGISTRANT must be a country code and registrant, e.g. GB-A1B (got '${registrantRaw}')`);
  const gs1CompanyPrefix = read.string('GS1_COMPANY_PREFIX', DEMO.gs1Prefix);
  if (!/^\d{6,11}$/.test(gs1CompanyPrefix)) read.problems.push(`GS1_COMPANY_PREFIX must be 6 to 11 digits (got '${gs1CompanyPrefix}')`);
  const referenceMax = 10 ** Math.max(1, 12 - gs1CompanyPrefix.length) - 1;
  const upcRangeStart = read.integer('UPC_RANGE_START', 1, 0, referenceMax);
  const upcRangeEnd = read.integer('UPC_RANGE_END', referenceMax, 0, referenceMax);
  if (upcRangeEnd < upcRangeStart) read.problems.push(`UPC_RANGE_END must not be below UPC_RANGE_START`);
  return {
    labelName: read.string('LABEL_NAME', LABEL_NAME),
    identifiers: { isrcRegistrant: isrcRegistrant ?? 'GBA1B', gs1CompanyPrefix, upcRangeStart, upcRangeEnd },
    delivery: {
      adapter,
      senderPartyId: read.matching('DDEX_PARTY_ID', DEMO.sender, /^PADPIDA[a-zA-Z0-9]+$/, 'a DDEX Party Id (PADPIDA…)'),
      sftp: {
        host: forSftp('DELIVERY_SFTP_HOST'),
        port: read.integer('DELIVERY_SFTP_PORT', 22, 1, 65535),
        username: forSftp('DELIVERY_SFTP_USERNAME'),
        password: read.optional('DELIVERY_SFTP_PASSWORD'),
        privateKeyPath: read.optional('DELIVERY_SFTP_PRIVATE_KEY_PATH'),
        folder: read.string('DELIVERY_SFTP_FOLDER', '.'),
        hostKeySha256: read.optional('DELIVERY_SFTP_HOST_KEY_SHA256'),
      },
    },
  };
}
