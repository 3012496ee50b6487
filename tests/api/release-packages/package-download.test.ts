import { createHash } from 'node:crypto';
import request from 'supertest';
import { MAX_RELEASES_PER_PACKAGE_DOWNLOAD, RELEASE_PACKAGE_MESSAGES } from '../../../domain/release/release-package';
import { type SeededRelease, seedRelease } from '../../support/approved-release.seed';
import { withBinaryBody } from '../../support/binary-response';
import { validateErn432 } from '../../support/ddex-schema';
import { asBrowser, createStaff, signInStaff } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';
import { chunkBody } from '../../support/wav-chunks';
import { wavHeader } from '../../support/wav-header';
import { zipEntries } from '../../support/zip-entries';

const app = useTestApp();
const MB = 1024 * 1024;
const seed = (options: Parameters<typeof seedRelease>[1]) =>
  seedRelease({ database: app().database, fileStorage: app().infrastructure.fileStorage }, options);
const download = (id: string) => withBinaryBody(request(app().http).get(`/api/staff/releases/${id}/package.zip`).set(STAFF_AUTHORIZATION));

/** What the ZIP must hold for a release: the message, the sheet and every stored file, with their SHA-256. */
function expectedFiles(release: SeededRelease): Map<string, string> {
  const folder = release.upc;
  return new Map([
    ...release.tracks.map((track, index): [string, string] => [
      `${folder}/resources/${release.upc}_01_${String(index + 1).padStart(3, '0')}_${release.isrcs[index]}.wav`,
      track.sha256,
    ]),
    [`${folder}/resources/${release.upc}.jpg`, release.artwork.sha256],
  ]);
}

describe("'Download all' of an approved 12-track album", () => {
  let album: SeededRelease;
  beforeAll(async () => {
    album = await seed({ releaseType: 'lp', trackCount: 12, trackBytes: 2 * MB + 17 });
  });

  it('streams one stored ZIP whose files match the stored SHA-256s, with a valid ERN 4.3.2 message naming them all', async () => {
    const res = await download(album.submissionId).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${album.upc}.zip"`);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    const entries = await zipEntries(res.body as Buffer);
    const byPath = new Map(entries.map((entry) => [entry.path, entry]));
    expect([...byPath.keys()].sort()).toEqual(
      [`${album.upc}/${album.upc}.csv`, `${album.upc}/${album.upc}.xml`, ...expectedFiles(album).keys()].sort(),
    );
    for (const [path, sha256] of expectedFiles(album)) expect(byPath.get(path)?.sha256).toBe(sha256);
    expect(new Set(entries.map((entry) => entry.compressionMethod))).toEqual(new Set([0]));

    const xml = byPath.get(`${album.upc}/${album.upc}.xml`)!.text!;
    expect(validateErn432(xml)).toEqual({ valid: true, report: '- validates' });
    for (const isrc of album.isrcs) expect(xml).toContain(`<ISRC>${isrc}</ISRC>`);
    for (const path of expectedFiles(album).keys()) expect(xml).toContain(`<URI>${path.slice(album.upc.length + 1)}</URI>`);
    expect(xml).toContain(`<ICPN>${album.upc}</ICPN>`);
    const csv = byPath.get(`${album.upc}/${album.upc}.csv`)!.text!;
    expect(csv.trimEnd().split('\r\n')).toHaveLength(13);
  });

  it('bundles a selection as a folder per release, from a plain form posted with the staff session', async () => {
    const ep = await seed({ releaseType: 'ep', trackCount: 3, trackBytes: 64 * 1024, status: 'Live' });
    const staff = await createStaff(app());
    const cookie = await signInStaff(app(), staff);
    const res = await withBinaryBody(
      request(app().http)
        .post('/api/staff/releases/package.zip')
        .set(asBrowser(cookie))
        .type('form')
        .send(`ids=${ep.submissionId}&ids=${album.submissionId}`),
    ).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="releases-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await zipEntries(res.body as Buffer);
    expect(new Set(entries.map((entry) => entry.path.split('/')[0]))).toEqual(new Set([ep.upc, album.upc]));
    const shaOf = new Map(entries.map((entry) => [entry.path, entry.sha256]));
    for (const release of [ep, album]) for (const [path, sha256] of expectedFiles(release)) expect(shaOf.get(path)).toBe(sha256);
  });

  it('takes a JSON selection from API clients', async () => {
    const res = await withBinaryBody(
      request(app().http)
        .post('/api/staff/releases/package.zip')
        .set(STAFF_AUTHORIZATION)
        .send({ ids: [album.submissionId] }),
    ).expect(200);
    expect((await zipEntries(res.body as Buffer)).length).toBe(12 + 3);
  });
});

describe("'Download all' of a DAW's EXTENSIBLE WAV", () => {
  const readStored = async (key: string) => {
    const parts: Buffer[] = [];
    for await (const part of await app().infrastructure.fileStorage.read(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };

  it('carries it as PCM format 1 with the same samples, and the message hashes the file that is sent', async () => {
    const single = await seed({ releaseType: 'single', trackCount: 1, trackBytes: 64 * 1024, wav: 'extensible' });
    const data = chunkBody(await readStored(single.tracks[0].storageKey), 'data');
    const format1 = Buffer.concat([wavHeader({ layout: 'pcm', dataBytes: data.length }), data]);
    const sha256 = createHash('sha256').update(format1).digest('hex');
    const entries = await zipEntries((await download(single.submissionId).expect(200)).body as Buffer);
    const wav = entries.find((entry) => entry.path.endsWith('.wav'))!;
    expect([wav.sha256, wav.sizeBytes]).toEqual([sha256, format1.length]);
    const xml = entries.find((entry) => entry.path.endsWith('.xml'))!.text!;
    expect(xml).toContain(`<HashSumValue>${sha256}</HashSumValue>`);
    expect(xml).toContain(`<FileSize>${format1.length}</FileSize>`);
  });

  it('refuses a floating-point WAV in words (422), before the first byte', async () => {
    const single = await seed({ releaseType: 'single', trackCount: 1, trackBytes: 1024 });
    const float = Buffer.concat([wavHeader({ layout: 'extensible', bitsPerSample: 32, subFormatTag: 3, dataBytes: 64 }), Buffer.alloc(64)]);
    await app().infrastructure.fileStorage.put(single.tracks[0].storageKey, float, { contentType: 'audio/wav', maxBytes: float.length });
    const res = await request(app().http)
      .get(`/api/staff/releases/${single.submissionId}/package.zip`)
      .set(STAFF_AUTHORIZATION)
      .expect(422);
    expect(res.body.error).toMatch(/\.wav holds floating-point samples, not integer PCM; stores take 16 or 24-bit PCM WAV/);
  });
});

describe("'Download all' refuses", () => {
  it('anyone but staff', async () => {
    const release = await seed({ releaseType: 'single', trackCount: 1, trackBytes: 1024 });
    await request(app().http).get(`/api/staff/releases/${release.submissionId}/package.zip`).expect(401);
  });

  it.each(['Pending', 'Changes Requested', 'Rejected'])('a release that is %s (409, coded, nothing streamed)', async (status) => {
    const release = await seed({ releaseType: 'single', trackCount: 1, trackBytes: 1024, status });
    const res = await request(app().http)
      .get(`/api/staff/releases/${release.submissionId}/package.zip`)
      .set(STAFF_AUTHORIZATION)
      .expect(409);
    expect(res.body).toEqual({ success: false, error: RELEASE_PACKAGE_MESSAGES.notReady(status.toLowerCase()) });
  });

  it('a release whose stored file is gone, before the first byte (409)', async () => {
    const release = await seed({ releaseType: 'single', trackCount: 1, trackBytes: 1024 });
    await app().infrastructure.fileStorage.delete(release.tracks[0].storageKey);
    const res = await request(app().http)
      .get(`/api/staff/releases/${release.submissionId}/package.zip`)
      .set(STAFF_AUTHORIZATION)
      .expect(409);
    expect(res.body.error).toMatch(/^The stored file for resources\/.+\.wav is missing/);
  });

  it('an unknown or malformed id (404)', async () => {
    for (const id of ['3f1c7a52-9d1e-4c1b-8a55-7b0f2c8e9d10', 'not-a-uuid']) {
      const res = await request(app().http).get(`/api/staff/releases/${id}/package.zip`).set(STAFF_AUTHORIZATION).expect(404);
      expect(res.body.error).toBe(RELEASE_PACKAGE_MESSAGES.notFound);
    }
  });

  it('an empty, over-long or malformed selection (400)', async () => {
    const post = (body: object) => request(app().http).post('/api/staff/releases/package.zip').set(STAFF_AUTHORIZATION).send(body);
    expect((await post({ ids: [] }).expect(400)).body.error).toBe(RELEASE_PACKAGE_MESSAGES.noSelection);
    const many = Array.from(
      { length: MAX_RELEASES_PER_PACKAGE_DOWNLOAD + 1 },
      (_, i) => `3f1c7a52-9d1e-4c1b-8a55-${String(i).padStart(12, '0')}`,
    );
    expect((await post({ ids: many }).expect(400)).body.error).toBe(RELEASE_PACKAGE_MESSAGES.tooMany);
    expect((await post({ ids: ['nope'] }).expect(400)).body.error).toMatch(/UUID/);
  });
});
