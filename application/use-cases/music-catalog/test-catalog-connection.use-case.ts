import type { MusicCatalog } from '../../ports/music-catalog.port';
import { lookup } from './catalog-lookup';

/** GET /api/spotify/test: whether the configured catalogue answers. */
export class TestCatalogConnectionUseCase {
  constructor(private readonly catalog: MusicCatalog) {}

  async execute(): Promise<{ ok: boolean; message: string; adapter: string }> {
    const result = await lookup(() => this.catalog.testConnection());
    return { ...result, adapter: this.catalog.adapterName };
  }
}
