import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import { lookup } from './catalogue-lookup';

export interface TestCatalogueConnectionDeps {
  catalogue: MusicCatalogue;
}

/** GET /api/spotify/test: whether the configured catalogue answers. */
export class TestCatalogueConnectionUseCase {
  constructor(private readonly deps: TestCatalogueConnectionDeps) {}

  async execute(): Promise<{ ok: boolean; message: string; adapter: string }> {
    const result = await lookup(() => this.deps.catalogue.testConnection());
    return { ...result, adapter: this.deps.catalogue.adapterName };
  }
}
