/** What staff see when they cut off or give back an artist's portal access. */
export const ARTIST_ACCESS_MESSAGES = {
  revoked: 'Portal access revoked: the artist is signed out everywhere and cannot sign in until access is restored',
  restored: 'Portal access restored: the artist can sign in again with their existing code',
  notFound: 'No artist with portal access has this id',
} as const;
