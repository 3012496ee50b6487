export * from './catalogue.messages';
export * from './spotify-link';
export * from './catalogue-item';
export * from './search-policy';
export * from './gtin';
export * from './isrc';
export * from './upc';
export * from './transfer-identifiers';
