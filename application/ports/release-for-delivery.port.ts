import type { DeliveryAudioFormat } from '../../domain/files/store-audio';
import type { ReleaseFields } from '../../domain/release/release-fields';
import type { ReleaseType } from '../../domain/release/release-type';
import type { TrackFields } from '../../domain/tracks/track-fields';

/** A stored file the delivery package carries, read from FileStorage by its key. */
export interface DeliveryFile {
  storageKey: string;
  /** The name the package and the DDEX message give the file (e.g. `A1_01_<isrc>.wav`, `<upc>.jpg`). */
  fileName: string;
  sha256: string;
  sizeBytes: number;
}

export interface DeliveryAudioFile extends DeliveryFile {
  sampleRateHz: number | null;
  bitsPerSample: number | null;
  channels: number | null;
}

export interface DeliveryImageFile extends DeliveryFile {
  widthPx: number | null;
  heightPx: number | null;
}

export interface CopyrightLine {
  year: number;
  owner: string;
}

export interface DeliveryContributor {
  name: string;
  /** Songwriter, Composer, Lyricist, Producer, MixingEngineer, MasteringEngineer, FeaturedArtist… */
  role: string;
}

/**
 * A delivered track: every declared track field as stored (domain/tracks), so a new field reaches the package
 * without touching the reader, and what delivery adds to them. The ISRC is the one assigned by approval.
 */
export interface DeliveryTrack extends Omit<TrackFields, 'isrc'> {
  trackId: string;
  /** 1-based position on the release. */
  sequence: number;
  isrc: string;
  displayArtist: string;
  contributors: readonly DeliveryContributor[];
  explicit: boolean;
  durationSeconds: number;
  audio: DeliveryAudioFile;
}

/**
 * Everything a store needs of one approved release, read at delivery time: every declared release field as delivered
 * (the label's defaults applied), so a new field reaches the package without touching the reader, and the composed
 * forms the message writes (title, ℗/© lines, genres); type, UPC and date are the ones approval settled.
 */
export interface ReleaseForDelivery extends ReleaseFields {
  submissionId: string;
  /** The portal's public reference of the submission (ART-…). */
  reference: string;
  releaseType: ReleaseType;
  title: string;
  displayArtist: string;
  labelName: string;
  upc: string;
  pLine: CopyrightLine;
  cLine: CopyrightLine;
  primaryGenre: string;
  secondaryGenre: string | null;
  /** ISO date (YYYY-MM-DD) the release goes live worldwide. */
  releaseDate: string;
  artwork: DeliveryImageFile;
  tracks: readonly DeliveryTrack[];
}

export interface ReleaseReadOptions {
  /** The audio format of the target the release goes to: its tracks' files, names, sizes and hashes follow it. */
  audioFormat?: DeliveryAudioFormat;
}

export interface ReleaseForDeliveryReader {
  /** null when the submission does not exist or is not approved. Audio comes as WAV unless `audioFormat` says FLAC. */
  read(submissionId: string, options?: ReleaseReadOptions): Promise<ReleaseForDelivery | null>;
}

export const RELEASE_FOR_DELIVERY_READER = Symbol('ReleaseForDeliveryReader');
