export interface CatalogueImage {
  contentType: 'image/svg+xml';
  body: string;
}

/** Artwork the API serves itself (the demo catalogue's generated covers and portraits). */
export interface CatalogueImageSource {
  image(id: string): CatalogueImage | undefined;
}
export const CATALOGUE_IMAGE_SOURCE = Symbol('CatalogueImageSource');

/** A source with no images (catalogues whose artwork lives on the provider's own servers). */
export const NO_CATALOGUE_IMAGES: CatalogueImageSource = { image: () => undefined };
