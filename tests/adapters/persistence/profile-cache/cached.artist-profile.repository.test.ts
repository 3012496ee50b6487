import { randomUUID } from 'node:crypto';
import { CachedArtistProfileRepository } from '../../../../adapters/persistence/profile-cache/cached.artist-profile.repository';
import type { ArtistProfileOverview } from '../../../../application/ports/artist-profile.repository.port';
import { DrizzleArtistProfileRepository } from '../../../../adapters/persistence/repositories/drizzle.artist-profile.repository';
import { eventually } from '../../../support/eventually';
import { cacheUnderTest } from '../../../support/cache-under-test';
import { testEngines } from '../../../support/test-database';

describe.each(testEngines())('artist profile overview from memory on %s', (engine) => {
  const cache = cacheUnderTest(engine, {
    inner: DrizzleArtistProfileRepository,
    spied: 'findOverview',
    cache: CachedArtistProfileRepository,
  });
  const { database, cached: profiles, databaseReadsDuring, changeOutside: change } = cache;

  async function anArtist(): Promise<string> {
    const id = randomUUID();
    await database().query('INSERT INTO artists (id, artist_code, email) VALUES ($1, $2, $3)', [
      id,
      `ART-${id.slice(0, 8)}`,
      `${id}@example.com`,
    ]);
    return id;
  }

  const shows = (overview: ArtistProfileOverview | undefined, expected: Partial<ArtistProfileOverview>) =>
    overview !== undefined && Object.entries(expected).every(([key, value]) => overview[key as keyof ArtistProfileOverview] === value);

  /** On PGlite the notice is heard before the write returns; on PostgreSQL a moment later. */
  async function expectOverview(artistId: string, expected: Partial<ArtistProfileOverview>): Promise<void> {
    if (engine === 'postgres') await eventually(async () => shows(await profiles().findOverview(artistId), expected));
    expect(await profiles().findOverview(artistId)).toMatchObject(expected);
  }

  it('reads an overview from the database once, then from memory', async () => {
    const artistId = await anArtist();
    await expectOverview(artistId, { submissionCount: 0, agreementStatus: null });
    const reads = await databaseReadsDuring(async () => {
      for (let i = 0; i < 5; i++) expect(await profiles().findOverview(artistId)).toMatchObject({ artistId, submissionCount: 0 });
    });
    expect(reads).toBe(0);
  });

  it('drops the overview when the artist submits, however the submission was written', async () => {
    const artistId = await anArtist();
    await expectOverview(artistId, { submissionCount: 0 });
    await change("INSERT INTO submissions (artist_id, upload_type, email, artist_name) VALUES ($1, 'new_release', 'a@example.com', 'A')", [
      artistId,
    ]);
    await expectOverview(artistId, { submissionCount: 1 });
  });

  it('drops the overview when the latest signature request changes status', async () => {
    const artistId = await anArtist();
    const [request] = await database().query<{ id: string }>(
      "INSERT INTO signature_requests (artist_id, adapter, signer_name, signer_email, document_text, document_sha256, expires_at) VALUES ($1, 'builtin', 'A', 'a@example.com', 'text', 'sha', now() + interval '1 day') RETURNING id",
      [artistId],
    );
    await expectOverview(artistId, { agreementStatus: 'awaiting_signature' });
    await change("UPDATE signature_requests SET status = 'signed' WHERE id = $1", [request.id]);
    await expectOverview(artistId, { agreementStatus: 'signed' });
  });

  it('answers its own profile writes at once, on every engine', async () => {
    const artistId = await anArtist();
    await expectOverview(artistId, { artistName: '' });
    await profiles().update(artistId, { artistName: 'New Name', city: 'Leeds' });
    expect(await profiles().findOverview(artistId)).toMatchObject({ artistName: 'New Name', city: 'Leeds' });
  });

  it('leaves other artists’ overviews cached', async () => {
    const [kept, changed] = [await anArtist(), await anArtist()];
    await expectOverview(kept, { submissionCount: 0 });
    await expectOverview(changed, { submissionCount: 0 });
    await change("UPDATE artists SET artist_name = 'Renamed' WHERE id = $1", [changed]);
    await expectOverview(changed, { artistName: 'Renamed' });
    expect(await databaseReadsDuring(() => profiles().findOverview(kept))).toBe(0);
  });

  it('hands out copies: a caller changing one does not change the cache', async () => {
    const artistId = await anArtist();
    const first = await profiles().findOverview(artistId);
    if (first) first.city = 'Changed by a caller';
    expect(await profiles().findOverview(artistId)).toMatchObject({ city: '' });
  });
});
