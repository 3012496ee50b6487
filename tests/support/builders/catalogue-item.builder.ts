import type { StoredCatalogueItem } from '../../../application/ports/submission.repository.port';
import { builderOf } from './builder';

/** Nova Lane's track 'Hum' (an ISRC, no artwork) as a transfer lists it; a test names only what it changes. */
export const aCatalogueItem = builderOf<StoredCatalogueItem>(() => ({
  clientId: 'c1',
  type: 'track',
  title: 'Hum',
  artist: 'Nova Lane',
  image: '',
  spotifyUrl: '',
  releaseDate: '2021-05-05',
  isrc: 'USRC17607839',
  upc: null,
  details: null,
}));
