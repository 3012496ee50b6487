import { parseIsrcRegistrant } from '../../domain/catalogue';
import { LABEL_NAME } from '../../domain/shared';
import { DEFAULT_SPLIT_TIMING, SPLIT_CONSENT_MODES, type SplitConsentMode } from '../../domain/split-sheets';
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
  /** What approval waits for, and when collaborators' links remind and expire (split sheets). */
  splits: { consent: SplitConsentMode; reminderDays: number[]; expiryDays: number };
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
    splits: readSplitsConfig(read),
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

function readSplitsConfig(read: EnvReader): ReleaseConfig['splits'] {
  const expiryDays = read.integer('SPLIT_LINK_EXPIRY_DAYS', DEFAULT_SPLIT_TIMING.expiryDays, 1, 365);
  const raw = read.string('SPLIT_REMINDER_DAYS', DEFAULT_SPLIT_TIMING.reminderDays.join(','));
  const reminderDays = raw
    .split(',')
    .filter((d) => d.trim() !== '')
    .map((d) => Number(d.trim()));
  if (reminderDays.some((d) => !Number.isInteger(d) || d < 1 || d >= expiryDays))
    read.problems.push(`SPLIT_REMINDER_DAYS must be whole days before SPLIT_LINK_EXPIRY_DAYS, comma-separated (got '${raw}')`);
  return { consent: read.oneOf('SPLIT_CONSENT', SPLIT_CONSENT_MODES, 'warn'), reminderDays, expiryDays };
}
