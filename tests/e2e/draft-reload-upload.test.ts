import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '../../domain/files';
import { usePortalBehindCuttingProxy } from './proxied-portal.fixture';
import {
  attachCover,
  attachWav,
  eventually,
  generatedWav,
  newArtist,
  recordUploadOffsets,
  screenshotBothWidths,
  startNewArtistDraft,
} from './submission-wizard.helpers';

const ROSA = newArtist('Rosa', 'Vey');

const STALL_AFTER_BYTES = 2 * 1024 * 1024;
const env = usePortalBehindCuttingProxy(STALL_AFTER_BYTES, 'stall');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'reload-upload-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('a reload in the middle of an upload', () => {
  it('names the file that was uploading; picking it again goes on from the bytes the server holds', async () => {
    // A file on disk keeps its modification time, so the browser recognises it when it is picked again.
    const file = path.join(folder, 'second-wind.wav');
    writeFileSync(file, generatedWav(262, 40));
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('dialog', (dialog) => void dialog.accept());
    const patchOffsets = recordUploadOffsets(page);
    await startNewArtistDraft(page, env.proxy.baseUrl, ROSA);
    const track = page.getByRole('article', { name: 'Track 1' });
    await track.getByLabel('Track title').fill('Second Wind');
    // The draft the reload comes back to is the one saved while the file was uploading: it names the file.
    const savedWhileUploading = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/drafts\/[^/]+$/.test(new URL(response.url()).pathname) &&
        (response.request().postData() ?? '').includes('second-wind.wav') &&
        response.ok(),
      { timeout: 60_000 },
    );
    await page.locator('input[aria-label="WAV file for track 1"]').setInputFiles(file);
    await eventually(async () => (env.proxy.cutAfterBytes() > 0 ? true : undefined), 'the proxy to stall the upload', 10_000);
    expect(env.proxy.cutAfterBytes()).toBeGreaterThan(STALL_AFTER_BYTES);
    await track.getByText(/Uploading\.\.\. \d+%/).waitFor();
    await savedWhileUploading;
    await page.getByText(/Draft saved/).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
    const again = page.getByRole('article', { name: 'Track 1' });
    await again.getByText(UPLOAD_MESSAGES.interrupted('second-wind.wav')).waitFor();
    expect(await again.getByLabel('Track title').inputValue()).toBe('Second Wind');
    await screenshotBothWidths(page, 'draft-reloaded-mid-upload');
    await page.setViewportSize({ width: 1280, height: 900 });

    const before = patchOffsets.length;
    await page.locator('input[aria-label="WAV file for track 1"]').setInputFiles(file);
    await again.getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: 60_000 });
    expect(patchOffsets[0]).toBe(0);
    expect(patchOffsets.slice(before)[0]).toBeGreaterThan(1024 * 1024);
    await page.close();
  });

  it('shows the stored artwork from the server, with its status and Replace, and the stored master plays', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('dialog', (dialog) => void dialog.accept());
    await startNewArtistDraft(page, env.proxy.baseUrl, { ...ROSA, email: 'rosa.cover@example.com' });
    const savedWithBoth = page.waitForResponse(
      (response) => {
        const body = response.request().postData() ?? '';
        return response.request().method() === 'PUT' && body.includes('"artworkFileId"') && body.includes('"fileId"') && response.ok();
      },
      { timeout: 60_000 },
    );
    await attachWav(page, 'harbour.wav', generatedWav(330, 3));
    await attachCover(page, 3000);
    await savedWithBoth;

    await page.reload();
    await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
    const artwork = page.locator('[data-field="artworkFileId"]');
    await artwork.getByText('Uploaded & Ready', { exact: true }).waitFor();
    await artwork.getByText('cover.jpg').waitFor();
    await artwork.getByRole('button', { name: 'Replace' }).waitFor();
    // The preview is the server's copy: it loads for this draft's form session.
    const preview = artwork.getByRole('img', { name: 'Artwork preview' });
    await eventually(
      async () => ((await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)) === 3000 ? true : undefined),
      'the stored artwork to load',
    );
    const track = page.getByRole('article', { name: 'Track 1' });
    const play = track.getByRole('button', { name: 'Preview harbour' });
    expect(await play.isEnabled()).toBe(true);
    const audioStatus = await page.evaluate(async () => (await fetch(document.querySelector('audio')?.src ?? '/nowhere')).status);
    expect(audioStatus).toBe(200);
    await screenshotBothWidths(page, 'draft-reloaded-stored-artwork');
    await page.close();
  });
});
