import type { MusicCatalog } from '../../ports/music-catalog.port';
import { lookup } from './catalog-lookup';

export interface TestCatalogConnectionDeps {
  catalog: MusicCatalog;
}

/** GET /api/spotify/test: whether the configured catalogue answers. */
export class TestCatalogConnectionUseCase {
  constructor(private readonly deps: TestCatalogConnectionDeps) {}

  async execute(): Promise<{ ok: boolean; message: string; adapter: string }> {
    const result = await lookup(() => this.deps.catalog.testConnection());
    return { ...result, adapter: this.deps.catalog.adapterName };
  }
}
