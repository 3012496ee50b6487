export interface CatalogImage {
  contentType: 'image/svg+xml';
  body: string;
}

/** Artwork the API serves itself (the demo catalogue's generated covers and portraits). */
export interface CatalogImageSource {
  image(id: string): CatalogImage | undefined;
}

/** A source with no images (catalogues whose artwork lives on the provider's own servers). */
export const NO_CATALOG_IMAGES: CatalogImageSource = { image: () => undefined };

const IMAGE_FILE = /^([0-9A-Za-z]{1,64})\.svg$/;

export class GetCatalogImageUseCase {
  constructor(private readonly source: CatalogImageSource) {}

  /** `file` is the last path segment ('{id}.svg'); undefined for anything else or an unknown id. */
  execute(file: string): CatalogImage | undefined {
    const match = IMAGE_FILE.exec(file);
    return match ? this.source.image(match[1]) : undefined;
  }
}
