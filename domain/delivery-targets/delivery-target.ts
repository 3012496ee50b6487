// A store or distributor the label delivers to: who it is in DDEX, where its SFTP drop folder is, and what it takes.

export const CHOREOGRAPHIES = ['batched', 'release-by-release'] as const;
export type Choreography = (typeof CHOREOGRAPHIES)[number];

/** `MessageControlType`: a store's test feed takes TestMessage, its live feed LiveMessage. */
export const MESSAGE_CONTROLS = ['test', 'live'] as const;
export type MessageControl = (typeof MESSAGE_CONTROLS)[number];

export const AUDIO_FORMATS = ['wav', 'flac'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** DDEX allowed values (AVS CommercialModelType and UseType) the label's deals use. */
export const COMMERCIAL_MODELS = ['SubscriptionModel', 'AdvertisementSupportedModel', 'PayAsYouGoModel'] as const;
export type CommercialModel = (typeof COMMERCIAL_MODELS)[number];
export const USE_TYPES = ['OnDemandStream', 'NonInteractiveStream', 'PermanentDownload', 'ConditionalDownload'] as const;
export type UseType = (typeof USE_TYPES)[number];

/** One deal the target gets on every release: where, under which commercial models, for which uses. */
export interface TargetDeal {
  /** ISO 3166-1 alpha-2 codes, or `Worldwide`. */
  territories: string[];
  commercialModels: CommercialModel[];
  useTypes: UseType[];
}

/** The target's settings as staff read them: secrets only as whether they are set. */
export interface DeliveryTargetSettings {
  name: string;
  partyId: string;
  partyName: string;
  host: string;
  port: number;
  username: string;
  /** `SHA256:<base64>` as `ssh-keygen -lf` prints it; empty: the key is not checked. */
  hostKeySha256: string;
  folder: string;
  choreography: Choreography;
  messageControl: MessageControl;
  audioFormat: AudioFormat;
  leadTimeBusinessDays: number;
  /** How long a sent batch may wait for the store's acknowledgement before the integrations page warns. */
  acknowledgementWindowHours: number;
  /** The smallest artwork (its shorter side, in pixels) the store takes; a smaller cover is flagged before approval. */
  artworkMinSidePx: number;
  deals: TargetDeal[];
}

/** Write-only: staff set or replace them; they are never shown back. */
export interface DeliveryTargetSecrets {
  password: string;
  privateKey: string;
}

export const DELIVERY_TARGET_LIMITS = {
  nameMax: 80,
  textMax: 200,
  leadTimeMax: 60,
  acknowledgementWindowMaxHours: 720,
  artworkMinSidePxLowest: 500,
  artworkMinSidePxHighest: 6000,
  dealsMax: 20,
  territoriesMax: 250,
} as const;

/** A store that says nothing for two days about a batch it took has likely not processed it. */
export const DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS = 48;
/** What most stores ask of a cover (Apple Music, Amazon Music): 3000×3000 pixels. */
export const DEFAULT_ARTWORK_MIN_SIDE_PX = 3000;

export const CHOREOGRAPHY_LABELS: Readonly<Record<Choreography, string>> = {
  batched: 'Batched (BatchComplete manifest)',
  'release-by-release': 'Release by release',
};
export const MESSAGE_CONTROL_LABELS: Readonly<Record<MessageControl, string>> = { test: 'Test messages', live: 'Live messages' };
export const AUDIO_FORMAT_LABELS: Readonly<Record<AudioFormat, string>> = { wav: 'WAV (PCM)', flac: 'FLAC' };
