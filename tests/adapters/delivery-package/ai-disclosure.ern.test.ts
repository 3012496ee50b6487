import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { type ContainsAi, NO_AI_PARTS } from '../../../domain/release/ai-disclosure';
import { aReleaseForDelivery } from '../../support/builders/release-for-delivery.builder';
import { validateErn432 } from '../../support/ddex-schema';
import { parseXml } from '../../support/parse-xml';
import { builder, OPTIONS } from './ern43-message.fixture';

/** What the message says of AI: ContainsAI under each resource and the Release, and the GenerativeAI contributors' roles. */
function aiIn(release: ReleaseForDelivery) {
  const xml = builder.build(release, OPTIONS).messageXml;
  const verdict = validateErn432(xml);
  const doc = parseXml(xml);
  const child = (node: Element, name: string) => Array.from(node.children).filter((c) => c.localName === name);
  const flagOf = (name: string) =>
    Array.from(doc.getElementsByTagName(name)).map((node) => child(node, 'ContainsAI')[0]?.textContent ?? 'absent');
  const generativeAi = Array.from(doc.getElementsByTagName('SoundRecording')).map((recording) =>
    child(recording, 'Contributor')
      .filter((c) => child(c, 'SpecialContributor')[0]?.textContent === 'GenerativeAI')
      .map((c) => `${child(child(c, 'Role')[0], 'Value')[0]?.textContent} ${child(c, 'AiContribution')[0]?.textContent}`),
  );
  return { verdict, release: flagOf('Release')[0], recordings: flagOf('SoundRecording'), image: flagOf('Image')[0], generativeAi };
}

const ep = aReleaseForDelivery('ep', 3);

/** The EP with each track's answer, the artwork's and the parts ticked. */
function answered(tracks: (ContainsAi | null)[], artworkContainsAi: ContainsAi | null, parts = NO_AI_PARTS): ReleaseForDelivery {
  return { ...ep, ...parts, artworkContainsAi, tracks: ep.tracks.map((track, i) => ({ ...track, containsAi: tracks[i] })) };
}

describe('AI disclosure per track and for the artwork in the ERN 4.3.2 message', () => {
  it('leaves ContainsAI out for a release sent before the question, rather than claim no AI (and stays valid)', () => {
    const found = aiIn(answered([null, null, null], null));
    expect(found.verdict).toEqual({ valid: true, report: expect.stringMatching(/validates$/) });
    expect(found).toMatchObject({
      release: 'absent',
      recordings: ['absent', 'absent', 'absent'],
      image: 'absent',
      generativeAi: [[], [], []],
    });
  });

  it("says 'None' on the Release, every recording and the cover when no AI was used", () => {
    const found = aiIn(answered(['None', 'None', 'None'], 'None'));
    expect(found.verdict.valid).toBe(true);
    expect(found).toMatchObject({ release: 'None', recordings: ['None', 'None', 'None'], image: 'None', generativeAi: [[], [], []] });
  });

  it('carries each track’s own answer on its SoundRecording and the artwork’s on the Image; the Release says Partly', () => {
    const parts = { ...NO_AI_PARTS, aiVocals: true, aiLyrics: true };
    const found = aiIn(answered(['None', 'Partly', 'All'], 'Partly', parts));
    expect(found.verdict).toEqual({ valid: true, report: expect.stringMatching(/validates$/) });
    expect(found).toMatchObject({ release: 'Partly', recordings: ['None', 'Partly', 'All'], image: 'Partly' });
    // The parts name GenerativeAI contributors only on the track made partly with it.
    expect(found.generativeAi).toEqual([[], ['Vocalist All', 'Lyricist All'], []]);
    const coverOnly = aiIn(answered(['None', 'None', 'None'], 'All'));
    expect(coverOnly.verdict.valid).toBe(true);
    expect(coverOnly).toMatchObject({ release: 'Partly', recordings: ['None', 'None', 'None'], image: 'All', generativeAi: [[], [], []] });
  });

  it("says 'All' everywhere for a release made entirely with generative AI", () => {
    const found = aiIn(answered(['All', 'All', 'All'], 'All'));
    expect(found.verdict.valid).toBe(true);
    expect(found).toMatchObject({ release: 'All', recordings: ['All', 'All', 'All'], image: 'All' });
  });

  it('claims nothing on the Release while one track was never asked, yet carries the answers it has', () => {
    const found = aiIn(answered(['None', null, 'All'], 'None'));
    expect(found.verdict.valid).toBe(true);
    expect(found).toMatchObject({ release: 'absent', recordings: ['None', 'absent', 'All'], image: 'None' });
  });
});
