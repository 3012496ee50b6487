import type { CatalogImage, CatalogImageSource } from '../../ports/catalog-image.port';

const IMAGE_FILE = /^([0-9A-Za-z]{1,64})\.svg$/;

export interface GetCatalogImageDeps {
  source: CatalogImageSource;
}

export class GetCatalogImageUseCase {
  constructor(private readonly deps: GetCatalogImageDeps) {}

  /** `file` is the last path segment ('{id}.svg'); undefined for anything else or an unknown id. */
  execute(file: string): CatalogImage | undefined {
    const match = IMAGE_FILE.exec(file);
    return match ? this.deps.source.image(match[1]) : undefined;
  }
}
