import type { CatalogueImage, CatalogueImageSource } from '../../ports/catalogue-image.port';

const IMAGE_FILE = /^([0-9A-Za-z]{1,64})\.svg$/;

export interface GetCatalogueImageDeps {
  source: CatalogueImageSource;
}

export class GetCatalogueImageUseCase {
  constructor(private readonly deps: GetCatalogueImageDeps) {}

  /** `file` is the last path segment ('{id}.svg'); undefined for anything else or an unknown id. */
  execute(file: string): CatalogueImage | undefined {
    const match = IMAGE_FILE.exec(file);
    return match ? this.deps.source.image(match[1]) : undefined;
  }
}
