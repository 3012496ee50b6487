import request from 'supertest';
import { RELEASE_FIELDS_IN_EXPORT, type ErnReleaseField } from '../../../adapters/delivery-package/release-fields-in-export';
import type { ReleaseFieldName } from '../../../domain/release/release-fields';
import { TEXT_SAFETY_MESSAGES } from '../../../domain/shared';
import { validateErn432 } from '../../support/ddex-schema';
import { aSubmission } from '../../support/builders/submission.builder';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { mainReleaseText, sheetRow, soundRecordingText } from './delivered-fields';
import { approveAndDeliver, uploadTestArtwork } from './delivered-package';
import { sentThroughDraft } from './round-trip-flow';

const app = usePublicFlowApp();
const placement = (field: ReleaseFieldName) => RELEASE_FIELDS_IN_EXPORT[field].ern as ErnReleaseField<ReleaseFieldName>;

// What looks like markup or a reference is the artist's text, and a store must receive it as typed.
const TYPED = { releaseTitle: 'Café&nbsp;Society', labelName: 'Nul&#0;Byte', artistName: 'Salt &amp; Pepper', trackTitle: '<b>' };

describe('free text reaches the delivered ERN exactly as typed', () => {
  let delivered: { xml: string; csv: string };
  beforeAll(async () => {
    const { submissionId } = await sentThroughDraft(app(), async (email, formSession) => ({
      email,
      releaseTitle: TYPED.releaseTitle,
      labelName: TYPED.labelName,
      artistName: TYPED.artistName,
      tracks: [{ ...aSubmission().formData.tracks[0], title: TYPED.trackTitle }],
      artworkFileId: await uploadTestArtwork(app().http, formSession),
    }));
    delivered = await approveAndDeliver(app(), submissionId);
  }, 120_000);

  it('parses back byte for byte: the release title, the label, the artist and the track title', () => {
    expect(validateErn432(delivered.xml).valid).toBe(true);
    expect(mainReleaseText(delivered.xml, placement('releaseTitle'))).toBe(TYPED.releaseTitle);
    expect(mainReleaseText(delivered.xml, placement('labelName'))).toBe(TYPED.labelName);
    expect(mainReleaseText(delivered.xml, { path: ['DisplayArtistName'], text: String })).toBe(TYPED.artistName);
    expect(soundRecordingText(delivered.xml, ['DisplayTitle', 'TitleText'])).toBe(TYPED.trackTitle);
    expect(sheetRow(delivered.csv)['Release title']).toBe(TYPED.releaseTitle);
  });

  it.each([
    ['a NUL', 'Nul\u0000Byte', TEXT_SAFETY_MESSAGES.controlCharacters],
    ['a BEL', 'Bell\u0007', TEXT_SAFETY_MESSAGES.controlCharacters],
    ['U+FFFE', 'Not\uFFFEa character', TEXT_SAFETY_MESSAGES.nonCharacters],
    ['a lone surrogate', 'Half \ud83d an emoji', TEXT_SAFETY_MESSAGES.brokenCharacters],
  ])("refuses %s in a title with the domain's message (400)", async (_name, title, message) => {
    const body = await app().signedSubmission();
    const answer = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: { ...body.formData, releaseTitle: title } })
      .expect(400);
    expect(answer.body.details).toEqual([{ field: 'formData.releaseTitle', message }]);
  });
});
