/**
 * Where catalogue artwork can come from: the demo catalogue serves its own (same origin); Spotify's answers
 * point at its image CDNs. Browsers may load images from these and from nowhere else (CSP img-src).
 */
export const CATALOGUE_IMAGE_HOSTS: readonly string[] = [
  'https://i.scdn.co',
  'https://mosaic.scdn.co',
  'https://image-cdn-ak.spotifycdn.com',
  'https://image-cdn-fa.spotifycdn.com',
];
