import { transferIdentifiers } from '../../domain/catalogue/transfer-identifiers';
import type { SubmitReleaseCommand } from '../../application/use-cases/submissions/submission-command';
import { emptyTrackCredits, type TrackCredits } from '../../domain/credits';
import { fieldValuesOf, withWebScheme } from '../../domain/forms';
import { RELEASE_FIELDS } from '../../domain/release/release-fields';
import { TRACK_FIELDS } from '../../domain/tracks';
import { submissionFileLinks } from '../../domain/files';
import type { CreditedArtistDto, ProducerDto, TrackCreditsDto } from './credits.dto';
import type { CreateItemDto } from './create-item.dto';
import type { CatalogueItemDto, SubmissionFormDto } from './form-data.dto';
import type { TrackDto } from './track.dto';

const text = (v: string | null | undefined): string => (v ?? '').trim();
const orNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

const producer = (p: ProducerDto) => ({ id: text(p.id), firstName: text(p.firstName), surname: text(p.surname), email: text(p.email) });
const creditedArtist = (p: CreditedArtistDto) => ({ ...producer(p), roles: p.roles ?? [] });

function credits(dto: TrackCreditsDto | undefined, today: Date): TrackCredits {
  const empty = emptyTrackCredits(today);
  if (!dto) return { ...empty, productionYear: null };
  return {
    soloWork: !!dto.soloWork,
    selfProduced: !!dto.selfProduced,
    selfWritten: !!dto.selfWritten,
    featuredArtists: (dto.featuredArtists ?? []).map(creditedArtist),
    nonFeaturedArtists: (dto.nonFeaturedArtists ?? []).map(creditedArtist),
    producers: (dto.producers ?? []).map(producer),
    songwriters: (dto.songwriters ?? []).map((p) => ({
      id: text(p.id),
      firstName: text(p.firstName),
      lastName: text(p.lastName),
      email: text(p.email),
      percentage: p.percentage ?? 0,
    })),
    hasMasterSplit: !!dto.hasMasterSplit,
    masterSplits: (dto.masterSplits ?? []).map((p) =>
      p.contributorId
        ? { id: text(p.id), contributorId: p.contributorId, percentage: p.percentage ?? null }
        : {
            id: text(p.id),
            firstName: text(p.firstName),
            lastName: text(p.lastName),
            email: text(p.email),
            percentage: p.percentage ?? null,
          },
    ),
    productionYear: dto.productionYear ?? null,
    parentalAdvisory: dto.parentalAdvisory ?? null,
    lyrics: dto.lyrics ?? '',
  };
}

function catalogueItem(c: CatalogueItemDto): SubmitReleaseCommand['form']['catalogueItems'][number] {
  return {
    clientId: text(c.id),
    type: c.type ?? 'track',
    title: text(c.title),
    artist: text(c.artist),
    image: text(c.image),
    spotifyUrl: text(c.spotifyUrl),
    releaseDate: text(c.releaseDate),
    ...transferIdentifiers(c),
    details: c.albumDetails ?? c.trackDetails ?? null,
  };
}

function track(t: TrackDto, today: Date): SubmitReleaseCommand['form']['tracks'][number] {
  const fields = fieldValuesOf(TRACK_FIELDS, t);
  return {
    ...fields,
    clientId: text(t.id),
    fileId: orNull(t.fileId),
    fileName: text(t.fileName),
    singleReleaseDate: fields.releaseAsSingle ? fields.singleReleaseDate : null,
    singleOrder: fields.releaseAsSingle ? fields.singleOrder : null,
    customArtworkFileId: fields.useCustomArtwork ? orNull(t.customArtworkFileId) : null,
    socialClips: fields.socialClipsEnabled
      ? (t.socialClips ?? []).map((c) => ({
          clientId: text(c.id),
          startTime: text(c.startTime),
          endTime: text(c.endTime),
          description: text(c.description),
        }))
      : [],
    credits: credits(t.credits, today),
  };
}

type FormWithoutLinks = Omit<SubmitReleaseCommand['form'], 'additionalData'>;

function form(f: SubmissionFormDto, itemName: string, today: Date): FormWithoutLinks {
  return {
    ...fieldValuesOf(RELEASE_FIELDS, f),
    itemName,
    firstName: text(f.firstName),
    surname: text(f.surname),
    email: text(f.email),
    artistName: text(f.artistName),
    country: text(f.country),
    city: text(f.city),
    phone: text(f.phone),
    instagramProfile: withWebScheme(f.instagramProfile),
    tiktokProfile: withWebScheme(f.tiktokProfile),
    noInstagram: !!f.noInstagram,
    noTikTok: !!f.noTikTok,
    spotifyProfile: withWebScheme(f.spotifyProfile),
    listenLink: withWebScheme(f.listenLink),
    uploadType: f.uploadType ?? 'new-music',
    influences: text(f.influences),
    bio: text(f.bio),
    proNumber: text(f.proNumber),
    publishingInterest: !!f.publishingAdministrationInterest,
    distributor: text(f.distributor),
    artworkFileId: orNull(f.artworkFileId),
    artworkUrl: text(f.artworkUrl),
    tracks: (f.tracks ?? []).map((t) => track(t, today)),
    catalogueItems: (f.catalogueItems ?? []).map(catalogueItem),
  };
}

/** The additional data (public flow §7) comes from the form itself: what a client sends there is not trusted. */
function withFileLinks(f: FormWithoutLinks): SubmitReleaseCommand['form'] {
  return { ...f, additionalData: { ...submissionFileLinks(f), transferUrls: f.catalogueItems.map((c) => c.spotifyUrl).filter(Boolean) } };
}

/** The wire shape (public flow §7 create-item) as the use case's command. */
export function toSubmitCommand(dto: CreateItemDto & { formData: SubmissionFormDto }, today: Date): SubmitReleaseCommand {
  const f = dto.formData;
  return {
    form: withFileLinks(form(f, text(dto.itemName), today)),
    invitationToken: orNull(f.invitationToken),
    returningToken: orNull(f.returningToken),
    bot: { formSession: dto.formSession, website: dto.website, emailConfirm: dto.email_confirm },
  };
}
