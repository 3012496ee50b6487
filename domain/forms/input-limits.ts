// The longest value each input takes: the API's DTOs refuse longer ones and the wizard stops typing there.

/** Text lengths by what the text is. */
export const TEXT_LIMITS = {
  id: 100,
  token: 200,
  personName: 100,
  email: 254,
  artistName: 200,
  place: 100,
  phone: 50,
  profileLink: 500,
  url: 2000,
  shortChoice: 50,
  title: 200,
  trackVersion: 100,
  languageCode: 10,
  /** `CC-XXX-YY-NNNNN` with its hyphens and a little slack. */
  isrc: 20,
  /** A UPC-A or EAN-13 with spaces or hyphens. */
  upc: 20,
  catalogueTitle: 300,
  catalogueArtists: 500,
  catalogueDate: 30,
  genre: 100,
  copyrightOwner: 200,
  labelName: 200,
  gtin: 20,
  isoDate: 10,
  clipTime: 5,
  clipDescription: 500,
  reason: 2000,
  influences: 2000,
  longText: 5000,
  proNumber: 100,
  distributor: 200,
  fileName: 255,
  lyrics: 20000,
  role: 100,
  note: 5000,
  honeypot: 500,
  itemName: 500,
  formSession: 300,
} as const;

/** List sizes: how many of a thing one request carries. */
export const COUNT_LIMITS = {
  tracks: 30,
  catalogueItems: 100,
  socialClipsSent: 10,
  creditsPerGroup: 50,
  rolesPerArtist: 40,
  audioLinks: 60,
  transferLinks: 200,
  singleOrder: 100,
  percentage: 1000,
  productionYear: 10000,
} as const;

/** The submission form's text fields (public flow §3), by name: the API's DTOs and the wizard's inputs read these. */
export const SUBMISSION_TEXT_LIMITS = {
  firstName: TEXT_LIMITS.personName,
  surname: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  artistName: TEXT_LIMITS.artistName,
  country: TEXT_LIMITS.place,
  city: TEXT_LIMITS.place,
  instagramProfile: TEXT_LIMITS.profileLink,
  tiktokProfile: TEXT_LIMITS.profileLink,
  spotifyProfile: TEXT_LIMITS.profileLink,
  phone: TEXT_LIMITS.phone,
  listenLink: TEXT_LIMITS.url,
  projectDescription: TEXT_LIMITS.longText,
  submissionIntent: TEXT_LIMITS.shortChoice,
  releaseTitle: TEXT_LIMITS.title,
  primaryGenre: TEXT_LIMITS.genre,
  subGenre: TEXT_LIMITS.genre,
  releaseDate: TEXT_LIMITS.isoDate,
  earlyReleaseReason: TEXT_LIMITS.reason,
  influences: TEXT_LIMITS.influences,
  bio: TEXT_LIMITS.longText,
  proNumber: TEXT_LIMITS.proNumber,
  distributor: TEXT_LIMITS.distributor,
  artworkFileId: TEXT_LIMITS.id,
  artworkUrl: TEXT_LIMITS.url,
  fullReleaseDate: TEXT_LIMITS.isoDate,
  invitationToken: TEXT_LIMITS.token,
  mondayItemId: TEXT_LIMITS.id,
  returningToken: TEXT_LIMITS.token,
} as const;

/** A field's length limit when the submission form declares one. */
export function submissionTextLimit(field: string): number | undefined {
  return Object.hasOwn(SUBMISSION_TEXT_LIMITS, field) ? SUBMISSION_TEXT_LIMITS[field as keyof typeof SUBMISSION_TEXT_LIMITS] : undefined;
}
