import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import { lookup } from './catalogue-lookup';

/** GET /api/spotify/test: whether the configured catalogue answers. */
export class TestCatalogueConnectionUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  async execute(): Promise<{ ok: boolean; message: string; adapter: string }> {
    const result = await lookup(() => this.deps.catalogue.testConnection());
    return { ...result, adapter: this.deps.catalogue.adapterName };
  }
}
