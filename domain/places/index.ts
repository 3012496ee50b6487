// Cities are deliberately not re-exported: import them from 'domain/places/cities' (lazy-loaded by the web).
export * from './places.messages';
export * from './countries';
export * from './city-matching';
