import { parseCatalogueLink } from '../../../domain/catalogue';
import type { AudioFileFact, CatalogueLookup, SubmissionFacts } from '../../../domain/forms';
import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import type { UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import type { SubmitReleaseCommand } from './submission-command';

type Form = SubmitReleaseCommand['form'];

/** The referenced uploads the sender may use (a form session's own, or for a resubmission the artist's). */
export type OwnedUploads = (fileIds: readonly string[]) => Promise<UploadRecord[]>;

async function audioFacts(owned: OwnedUploads, form: Form): Promise<Map<string, AudioFileFact>> {
  const ids = [...new Set(form.tracks.map((t) => t.fileId).filter((id): id is string => !!id))];
  const found = ids.length > 0 ? await owned(ids) : [];
  const facts = new Map<string, AudioFileFact>(ids.map((id) => [id, { owned: false, durationSeconds: null }]));
  for (const upload of found) {
    const duration = upload.quality?.facts.durationSeconds;
    facts.set(upload.id, { owned: upload.kind === 'audio', durationSeconds: typeof duration === 'number' ? duration : null });
  }
  return facts;
}

/** An outage of the catalogue leaves the item unknown (not refused); only a definite 'no such release' counts. */
async function catalogueFacts(catalogue: MusicCatalogue, form: Form): Promise<Map<string, CatalogueLookup>> {
  const facts = new Map<string, CatalogueLookup>();
  await Promise.all(
    form.catalogueItems.map(async (item) => {
      const parsed = parseCatalogueLink(item.spotifyUrl);
      if ('error' in parsed) return;
      const { type, id } = parsed.link;
      try {
        const found = type === 'album' ? await catalogue.getAlbum(id) : await catalogue.getTrack(id);
        facts.set(item.spotifyUrl.trim(), found ? 'found' : 'missing');
      } catch {
        facts.set(item.spotifyUrl.trim(), 'unknown');
      }
    }),
  );
  return facts;
}

/** The I/O the submission rules need: which referenced WAVs this session owns (and how long they are), which catalogue links exist. */
export async function lookUpSubmissionFacts(
  deps: { uploads: UploadRepository; catalogue: MusicCatalogue },
  sessionId: string,
  form: Form,
): Promise<SubmissionFacts> {
  return lookUpFacts(deps.catalogue, (ids) => deps.uploads.findForSession(sessionId, ids), form);
}

/** The same facts where the usable files are decided by the caller (a resubmission's kept and newly uploaded files). */
export async function lookUpFacts(catalogue: MusicCatalogue, owned: OwnedUploads, form: Form): Promise<SubmissionFacts> {
  const [audioFiles, catalogueLinks] = await Promise.all([audioFacts(owned, form), catalogueFacts(catalogue, form)]);
  return { audioFiles, catalogue: catalogueLinks };
}
