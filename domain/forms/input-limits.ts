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
  catalogueTitle: 300,
  catalogueArtists: 500,
  catalogueDate: 30,
  genre: 100,
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
