import type { TrackCredits } from '../../../domain/credits';
import type { submissionCredits } from '../schema';

type CreditRow = typeof submissionCredits.$inferSelect;
type CreditInsert = typeof submissionCredits.$inferInsert;

/** The credits panel's lists as rows (kind + position keep each list and its order). */
export function creditRows(trackId: string, c: TrackCredits): CreditInsert[] {
  const artists = (kind: string, list: TrackCredits['featuredArtists']) =>
    list.map((p, position) => ({
      trackId,
      kind,
      position,
      clientId: p.id,
      firstName: p.firstName,
      lastName: p.surname,
      email: p.email,
      roles: p.roles,
    }));
  return [
    ...artists('featured', c.featuredArtists),
    ...artists('non_featured', c.nonFeaturedArtists),
    ...c.producers.map((p, position) => ({
      trackId,
      kind: 'producer',
      position,
      clientId: p.id,
      firstName: p.firstName,
      lastName: p.surname,
      email: p.email,
    })),
    ...c.songwriters.map((p, position) => ({
      trackId,
      kind: 'songwriter',
      position,
      clientId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      percentage: p.percentage,
    })),
    ...c.masterSplits.map((p, position) => ({
      trackId,
      kind: 'master_split',
      position,
      clientId: p.id,
      contributorId: p.contributorId ?? null,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ?? '',
      percentage: p.percentage,
    })),
  ];
}

/** The credits kept as columns of the track row (the lists are credit rows). */
export type CreditColumns = Omit<TrackCredits, 'featuredArtists' | 'nonFeaturedArtists' | 'producers' | 'songwriters' | 'masterSplits'>;

/** Every credits column, named one by one: a credits field added in domain/ fails here until it is stored. */
export function creditColumns(c: TrackCredits): CreditColumns {
  return {
    soloWork: c.soloWork,
    selfProduced: c.selfProduced,
    selfWritten: c.selfWritten,
    hasMasterSplit: c.hasMasterSplit,
    productionYear: c.productionYear,
    parentalAdvisory: c.parentalAdvisory,
    lyrics: c.lyrics,
  };
}

export function creditsFromRows(rows: CreditRow[], t: CreditColumns): TrackCredits {
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const artist = (r: CreditRow) => ({ id: r.clientId, firstName: r.firstName, surname: r.lastName, email: r.email, roles: r.roles });
  return {
    soloWork: t.soloWork,
    selfProduced: t.selfProduced,
    selfWritten: t.selfWritten,
    featuredArtists: of('featured').map(artist),
    nonFeaturedArtists: of('non_featured').map(artist),
    producers: of('producer').map((r) => ({ id: r.clientId, firstName: r.firstName, surname: r.lastName, email: r.email })),
    songwriters: of('songwriter').map((r) => ({
      id: r.clientId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      percentage: r.percentage ?? 0,
    })),
    hasMasterSplit: t.hasMasterSplit,
    masterSplits: of('master_split').map((r) =>
      r.contributorId
        ? { id: r.clientId, contributorId: r.contributorId, percentage: r.percentage }
        : { id: r.clientId, firstName: r.firstName, lastName: r.lastName, email: r.email, percentage: r.percentage },
    ),
    productionYear: t.productionYear,
    parentalAdvisory: t.parentalAdvisory,
    lyrics: t.lyrics,
  };
}
