import sharp from 'sharp';
import request from 'supertest';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '../../../domain/profile';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

async function artistCookie() {
  return signInArtist(app(), await createArtist(app(), { artistName: 'Pia Holt' }));
}

const upload = (cookie: string, bytes: Buffer, filename: string, contentType: string) =>
  request(app().http).post('/api/profile/picture').set(asBrowser(cookie)).attach('picture', bytes, { filename, contentType });

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const image = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

describe('POST/GET /api/profile/picture', () => {
  it('stores a JPEG through file storage and serves it back to its owner only', async () => {
    const cookie = await artistCookie();
    const jpeg = await image('jpeg');
    const saved = await upload(cookie, jpeg, 'me.jpg', 'image/jpeg').expect(200);
    expect(saved.body).toMatchObject({ success: true, profile: { picture: '/api/profile/picture' } });
    const served = await request(app().http).get('/api/profile/picture').set('Cookie', cookie).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body as Buffer, jpeg)).toBe(0);
    const keys = await app().infrastructure.fileStorage.list('profiles/');
    expect(keys.filter((k) => k.endsWith('.jpg'))).toHaveLength(1);

    // Another artist has no picture; nobody signed in is refused.
    await request(app().http)
      .get('/api/profile/picture')
      .set('Cookie', await artistCookie())
      .expect(404)
      .expect((r) => expect(r.body.error).toBe(PROFILE_PICTURE_MESSAGES.notFound));
    await request(app().http).get('/api/profile/picture').expect(401);
  });

  it('replaces it with a PNG (the old file is removed)', async () => {
    const cookie = await artistCookie();
    await upload(cookie, await image('jpeg'), 'first.jpg', 'image/jpeg').expect(200);
    const before = await app().infrastructure.fileStorage.list('profiles/');
    const png = await image('png');
    await upload(cookie, png, 'second.png', 'image/png').expect(200);
    const served = await request(app().http).get('/api/profile/picture').set('Cookie', cookie).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect(await app().infrastructure.fileStorage.list('profiles/')).toHaveLength(before.length);
  });

  it('refuses a text file renamed to .jpg (400), a missing picture (400) and a too large one (413)', async () => {
    const cookie = await artistCookie();
    const renamed = await upload(cookie, Buffer.from('just some text, not an image at all'), 'holiday.jpg', 'image/jpeg').expect(400);
    expect(renamed.body).toMatchObject({ success: false, error: PROFILE_PICTURE_MESSAGES.notImage, details: [{ field: 'picture' }] });

    const missing = await request(app().http).post('/api/profile/picture').set(asBrowser(cookie)).field('note', 'no file').expect(400);
    expect(missing.body.error).toBe(PROFILE_PICTURE_MESSAGES.required);

    const huge = Buffer.concat([await image('jpeg'), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const tooLarge = await upload(cookie, huge, 'huge.jpg', 'image/jpeg').expect(413);
    expect(tooLarge.body.error).toBe(PROFILE_PICTURE_MESSAGES.tooLarge);
    await request(app().http).get('/api/profile/picture').set('Cookie', cookie).expect(404);
  });

  it('answers 415 for a JSON body and 401 without a session', async () => {
    const cookie = await artistCookie();
    await request(app().http).post('/api/profile/picture').set(asBrowser(cookie)).send({ picture: 'x' }).expect(415);
    await request(app().http)
      .post('/api/profile/picture')
      .attach('picture', await image('png'), 'a.png')
      .expect(401);
  });
});
