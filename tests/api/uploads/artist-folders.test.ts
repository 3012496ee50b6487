import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../../support/use-test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { buildWav } from '../../support/media/wav-builder';

let session: string;

const app = useTestApp();
beforeAll(async () => {
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date() });
});

function upload(artistName: string, fileName: string) {
  return request(app().http)
    .post('/api/upload/google-drive')
    .field('artistName', artistName)
    .field('fileType', 'audio')
    .field('sessionId', session)
    .attach('file', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 4410 }), { filename: fileName, contentType: 'audio/wav' })
    .expect(200);
}

describe('the folder structure of an upload result', () => {
  it('names URLs that list the artist’s stored files for staff', async () => {
    const first = (await upload('Folder Artist', 'one.wav')).body;
    await upload('Someone Else', 'other.wav');
    const second = (await upload('Folder Artist', 'two.wav')).body;
    expect(first.folderStructure).toEqual({
      artist: { url: '/api/files/folders/folder-artist' },
      audio: { id: 'artists/folder-artist/audio', url: '/api/files/folders/folder-artist/audio' },
      images: { url: '/api/files/folders/folder-artist/images' },
    });

    const audio = await request(app().http).get(first.folderStructure.audio.url).set(STAFF_AUTHORIZATION).expect(200);
    expect(audio.body).toMatchObject({ success: true, artistFolder: 'folder-artist', folder: 'audio' });
    expect(audio.body.files.map((f: { fileId: string }) => f.fileId).sort()).toEqual([first.fileId, second.fileId].sort());
    const listed = audio.body.files.find((f: { fileId: string }) => f.fileId === first.fileId);
    expect(listed).toMatchObject({ fileName: 'one.wav', kind: 'audio', url: first.url });
    await request(app().http).get(listed.url).set(STAFF_AUTHORIZATION).expect(200);

    expect((await request(app().http).get(first.folderStructure.artist.url).set(STAFF_AUTHORIZATION).expect(200)).body.files).toHaveLength(
      2,
    );
    expect((await request(app().http).get(first.folderStructure.images.url).set(STAFF_AUTHORIZATION).expect(200)).body.files).toEqual([]);
  });

  it('is staff only, and answers 404 for names that are no artist folder', async () => {
    await request(app().http).get('/api/files/folders/folder-artist').expect(401);
    await request(app().http).get('/api/files/folders/folder-artist/clips').set(STAFF_AUTHORIZATION).expect(404);
    await request(app().http).get('/api/files/folders/Not%20A%20Folder').set(STAFF_AUTHORIZATION).expect(404);
  });
});
