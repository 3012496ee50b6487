import type { DraftRecord, DraftRepository } from '../../ports/draft.repository.port';

/** The signed-in artist's drafts, for the dashboard's 'In Progress'. */
export class ListArtistDraftsUseCase {
  constructor(private readonly deps: { drafts: DraftRepository }) {}

  execute(artistId: string): Promise<DraftRecord[]> {
    return this.deps.drafts.listOfArtist(artistId);
  }
}
