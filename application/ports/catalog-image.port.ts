export interface CatalogImage {
  contentType: 'image/svg+xml';
  body: string;
}

/** Artwork the API serves itself (the demo catalogue's generated covers and portraits). */
export interface CatalogImageSource {
  image(id: string): CatalogImage | undefined;
}
export const CATALOG_IMAGE_SOURCE = Symbol('CatalogImageSource');

/** A source with no images (catalogues whose artwork lives on the provider's own servers). */
export const NO_CATALOG_IMAGES: CatalogImageSource = { image: () => undefined };
