import { act, screen, within } from '@testing-library/react';
import type { AudioAnalysisAnswer, Finding } from '../../../wire';
import { emptyTrackCredits } from '../../../domain/credits';
import { METADATA_RULE_MESSAGES } from '../../../domain/metadata';
import { ReviewStep } from '../../../web/src/features/submit/review/review-step.component';
import { emptyTrack } from '../../../web/src/stores/submission-form.model';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const today = new Date('2030-01-10T12:00:00Z');
const uploaded = (fileName: string, warnings: string[] = []) => ({
  state: 'uploaded' as const,
  progress: 100,
  error: null,
  fileId: `id-${fileName}`,
  fileName,
  url: '',
  warnings,
  retryable: false,
});

/** Each text is shown, on the page (`screen`) or within one part of it (`within(part)`). */
function expectShown(where: Pick<typeof screen, 'getByText'>, texts: (string | RegExp)[]) {
  for (const text of texts) expect(where.getByText(text)).toBeInTheDocument();
}

describe('step 4, Review & Submit', () => {
  it('shows everything that will be sent: plan and dates, early-release reason, credits and splits, clips, catalogue items', () => {
    const credits = {
      ...emptyTrackCredits(today),
      productionYear: 2029,
      parentalAdvisory: false,
      songwriters: [
        { id: 's1', firstName: 'Iris', lastName: 'Marsh', email: '', percentage: 60 },
        { id: 's2', firstName: 'Tom', lastName: 'Hale', email: '', percentage: 40 },
      ],
      hasMasterSplit: true,
      masterSplits: [{ id: 'm1', firstName: 'Iris', lastName: 'Marsh', percentage: 100 }],
      featuredArtists: [{ id: 'f1', firstName: 'Ada', surname: 'Reyes', email: '', roles: ['Vocals'] }],
    };
    useSubmissionFormStore.getState().patch({
      firstName: 'Iris',
      surname: 'Marsh',
      artistName: 'Iris Marsh',
      uploadType: 'both',
      releaseType: 'ep',
      releaseTitle: 'Low Water',
      releaseDate: '2030-02-01',
      earlyReleaseRequest: true,
      earlyReleaseReason: 'Tour starts in February',
      releaseStrategy: 'singles_first',
      fullReleaseDate: '2030-04-05',
      distributor: 'DistroKid',
      catalogueItems: [
        {
          id: 'c1',
          type: 'album',
          title: 'Shoreline',
          artist: 'Iris Marsh',
          image: '',
          spotifyUrl: 'https://open.spotify.com/album/x',
          releaseDate: '2024-05-01',
          isrc: null,
          upc: '036000291452',
        },
      ],
      tracks: [
        {
          ...emptyTrack(today),
          title: 'Tidal Glass',
          audio: uploaded('take-7.wav'),
          releaseAsSingle: true,
          singleReleaseDate: '2030-03-01',
          singleOrder: 1,
          socialClipsEnabled: true,
          socialClips: [{ id: 'clip', startTime: '0:30', endTime: '1:05' }],
          credits,
        },
        {
          ...emptyTrack(today),
          title: 'Low Water',
          audio: uploaded('take-7 copy.wav', ["The same audio as 'take-7.wav', already uploaded for another track"]),
        },
      ],
    });
    renderSubmit(<ReviewStep onEdit={() => undefined} />);

    expectShown(screen, ['Tour starts in February', 'Singles first, the full release on April 5, 2030']);
    const first = screen.getByRole('listitem', { name: 'Track 1' });
    expectShown(within(first), [
      'Out March 1, 2030 · single 1',
      '0:30–1:05',
      'Iris Marsh 60%; Tom Hale 40%',
      'Iris Marsh 100%',
      'Ada Reyes (Vocals)',
      'Clean',
      '2029',
    ]);
    const second = screen.getByRole('listitem', { name: 'Track 2' });
    expectShown(within(second), [/The same audio as 'take-7.wav'/]);
    expectShown(screen, [/Shoreline — Iris Marsh \(album, May 1, 2024\)/, 'DistroKid']);
  });

  it('shows the answers the wizard asked elsewhere: instrumental, and generative AI for each track and the artwork', () => {
    useSubmissionFormStore.getState().patch({
      uploadType: 'new-music',
      releaseTitle: 'Low Water',
      artworkContainsAi: 'None',
      aiVocals: true,
      aiLyrics: true,
      tracks: [
        { ...emptyTrack(today), title: 'Tidal Glass', instrumental: true, containsAi: 'Partly' },
        { ...emptyTrack(today), title: 'Undertow', containsAi: null },
      ],
    });
    renderSubmit(<ReviewStep onEdit={() => undefined} />);

    const rowOf = (part: HTMLElement, label: string) => within(part).getByText(label).nextElementSibling?.textContent;
    const first = screen.getByRole('listitem', { name: 'Track 1' });
    expect(rowOf(first, 'Instrumental (no vocals)')).toBe('Yes');
    expect(rowOf(first, 'Generative AI')).toBe('Partly made with generative AI: vocals, lyrics');
    const second = screen.getByRole('listitem', { name: 'Track 2' });
    expect(rowOf(second, 'Instrumental (no vocals)')).toBe('No');
    expect(rowOf(second, 'Generative AI')).toBe('—');
    expect(rowOf(document.body, 'Generative AI in the artwork')).toBe('No generative AI used');
  });

  it("lists the store style-guide warnings with the domain's messages, and none for clean metadata", () => {
    const track = { ...emptyTrack(today), title: 'Track 1', audio: uploaded('a.wav') };
    useSubmissionFormStore.getState().patch({
      artistName: 'Nova feat. Kite',
      uploadType: 'new-music',
      releaseType: 'ep',
      releaseTitle: 'NIGHT DRIVE',
      tracks: [track],
    });
    const { unmount } = renderSubmit(<ReviewStep onEdit={() => undefined} />);
    const warnings = screen.getByTestId('metadata-warnings');
    expect(within(warnings).getByText(METADATA_RULE_MESSAGES.genericTitle('Track 1'))).toBeInTheDocument();
    expect(within(warnings).getByText(METADATA_RULE_MESSAGES.featuringInArtist('Nova feat. Kite'))).toBeInTheDocument();
    expect(within(warnings).getByText(METADATA_RULE_MESSAGES.allCapsTitle('NIGHT DRIVE'))).toBeInTheDocument();
    unmount();

    useSubmissionFormStore
      .getState()
      .patch({ artistName: 'Nova', releaseTitle: 'Night Drive', tracks: [{ ...track, title: 'Harbour Lights' }] });
    renderSubmit(<ReviewStep onEdit={() => undefined} />);
    expect(screen.queryByTestId('metadata-warnings')).not.toBeInTheDocument();
  });
});

describe("step 4's upload summary", () => {
  it("says how many of the release's files are uploaded before Submit", () => {
    useSubmissionFormStore.getState().patch({
      releaseTitle: 'Tidewater',
      artwork: uploaded('cover.jpg'),
      tracks: [
        { ...emptyTrack(today), title: 'Harbour Lights', audio: uploaded('harbour.wav') },
        { ...emptyTrack(today), title: 'Low Water' },
      ],
    });
    renderSubmit(<ReviewStep onEdit={() => undefined} />);
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('2 of 3 files uploaded');
  });
});

describe("step 4's label copy and audio check", () => {
  it('shows the identifiers, ℗/© lines, label name, version, lyrics language and what the audio check found', async () => {
    useSubmissionFormStore.getState().patch({
      uploadType: 'new-music',
      releaseTitle: 'Tidewater',
      labelName: 'Nova Records',
      pLineYear: 2026,
      pLineOwner: 'Nova Records',
      cLineYear: null,
      cLineOwner: '',
      upc: '036000291452',
      tracks: [
        {
          ...emptyTrack(today),
          title: 'Harbour Lights',
          audio: uploaded('harbour.wav'),
          isrc: 'GBA1B2600001',
          version: 'Live',
          lyricsLanguage: 'es',
        },
        { ...emptyTrack(today), title: 'Low Water', audio: uploaded('low.wav') },
      ],
    });
    const { client } = renderSubmit(<ReviewStep onEdit={() => undefined} />);
    const answer = (findings: Finding[]): AudioAnalysisAnswer => ({
      status: 'done',
      message: null,
      analysis: null,
      findings,
      details: {},
    });
    act(() => {
      client.setQueryData(
        ['uploads', 'id-harbour.wav', 'analysis'],
        answer([{ check: 'clipping', level: 'advice', message: 'Clipped in 12 places.' }]),
      );
      client.setQueryData(
        ['uploads', 'id-low.wav', 'analysis'],
        answer([{ check: 'loudness.Spotify', level: 'pass', message: 'Loudness is fine.' }]),
      );
    });

    expect(screen.getByText('Nova Records', { selector: 'div' })).toBeInTheDocument();
    expectShown(screen, ['℗ 2026 Nova Records', 'The label’s default', '036000291452']);
    const first = screen.getByRole('listitem', { name: 'Track 1' });
    expectShown(within(first), ['GBA1B2600001', 'Live', 'Spanish (es)']);
    expect(await within(first).findByText('Clipped in 12 places.')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Track 2' });
    expect(within(second).getByText('Assigned by the label on approval')).toBeInTheDocument();
    expect(await within(second).findByText('Nothing needs a look.')).toBeInTheDocument();
  });
});
