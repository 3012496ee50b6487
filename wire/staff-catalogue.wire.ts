import type { CatalogueStage, DeliveryState } from '../domain/label-catalogue';
import type { StaffArtist } from './staff-artists.wire';

/** A release's delivery to the stores (per-release state of the delivery job). */
export interface CatalogueDelivery {
  status: DeliveryState;
  adapter: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  updatedAt: string;
}

/** One release as the staff's catalogue views show it, with its store identifiers. */
export interface CatalogueRelease {
  id: string;
  artistId: string | null;
  artistCode: string | null;
  artistName: string;
  releaseTitle: string;
  releaseType: string | null;
  /** YYYY-MM-DD. */
  releaseDate: string | null;
  status: string;
  /** approved, delivered or live; null before approval (the artist page lists every release). */
  stage: CatalogueStage | null;
  upc: string | null;
  /** The uploaded artwork, served at /api/files/{id}. */
  artworkFileId: string | null;
  createdAt: string;
  tracks: { position: number; title: string; isrc: string | null }[];
  delivery: CatalogueDelivery | null;
}

/** The artist's own profile, as staff read it on the artist page. */
export interface StaffArtistProfile {
  name: string;
  nationality: string;
  country: string;
  city: string;
  biography: string;
  links: { label: string; url: string }[];
  pplId: string;
  prsId: string;
  /** Profile completion, 0–100 (artist-portal §5). */
  completion: number;
}

/** GET /api/staff/artists/:artistId (artist ID or UUID). */
export interface StaffArtistPageResponse {
  success: true;
  artist: StaffArtist & { status: string; profile: StaffArtistProfile };
  /** Every release the artist sent, newest first. */
  releases: CatalogueRelease[];
}

/** GET /api/staff/catalogue query. */
export interface StaffCatalogueQuery {
  /** Stages, comma-separated (approved,delivered,live); all three when absent. */
  stage?: string;
  /** Text on artist name, artist ID, release title, UPC and ISRC. */
  q?: string;
  /** Release date on or after (YYYY-MM-DD). */
  releaseFrom?: string;
  /** Release date on or before (YYYY-MM-DD). */
  releaseTo?: string;
  limit?: number;
}

/** GET /api/staff/catalogue: by release date, soonest first. */
export interface StaffCatalogueResponse {
  success: true;
  releases: CatalogueRelease[];
}
