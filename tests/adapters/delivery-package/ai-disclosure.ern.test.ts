import { DdexErn43DeliveryPackageBuilder } from '../../../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import type { DeliveryPackageOptions } from '../../../application/ports/delivery-package.port';
import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { EMPTY_AI_DISCLOSURE } from '../../../domain/release/ai-disclosure';
import { aReleaseForDelivery } from '../../support/builders/release-for-delivery.builder';
import { validateErn432 } from '../../support/ddex-schema';
import { parseXml } from '../../support/parse-xml';

const OPTIONS: DeliveryPackageOptions = {
  messageId: 'ART-000001-1',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  sender: { partyId: 'PADPIDA2026112701X', name: 'Tidewater Records' },
  recipient: { partyId: 'PADPIDA2009101501Y', name: 'A Store' },
};

const builder = new DdexErn43DeliveryPackageBuilder();

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

const ep = aReleaseForDelivery('ep', 2);

describe('AI disclosure in the ERN 4.3.2 message', () => {
  it('leaves ContainsAI out for a release sent before the question, rather than claim no AI (and stays valid)', () => {
    const found = aiIn({ ...ep, ...EMPTY_AI_DISCLOSURE });
    expect(found.verdict).toEqual({ valid: true, report: expect.stringMatching(/validates$/) });
    expect(found).toMatchObject({ release: 'absent', recordings: ['absent', 'absent'], image: 'absent', generativeAi: [[], []] });
  });

  it("says 'None' on the Release, every recording and the cover when no AI was used", () => {
    const found = aiIn({ ...ep, ...EMPTY_AI_DISCLOSURE, containsAi: 'None' });
    expect(found.verdict.valid).toBe(true);
    expect(found).toMatchObject({ release: 'None', recordings: ['None', 'None'], image: 'None', generativeAi: [[], []] });
  });

  it('names each part generative AI made as a GenerativeAI contributor, and the cover only when ticked', () => {
    const found = aiIn({ ...ep, ...EMPTY_AI_DISCLOSURE, containsAi: 'Partly', aiVocals: true, aiLyrics: true });
    expect(found.verdict).toEqual({ valid: true, report: expect.stringMatching(/validates$/) });
    expect(found).toMatchObject({ release: 'Partly', recordings: ['Partly', 'Partly'], image: 'None' });
    expect(found.generativeAi).toEqual([
      ['Vocalist All', 'Lyricist All'],
      ['Vocalist All', 'Lyricist All'],
    ]);
    const artworkOnly = aiIn({ ...ep, ...EMPTY_AI_DISCLOSURE, containsAi: 'Partly', aiArtwork: true });
    expect(artworkOnly.verdict.valid).toBe(true);
    expect(artworkOnly).toMatchObject({ release: 'Partly', recordings: ['None', 'None'], image: 'Partly', generativeAi: [[], []] });
  });

  it("says 'All' everywhere for a release made entirely with generative AI", () => {
    const found = aiIn({ ...ep, ...EMPTY_AI_DISCLOSURE, containsAi: 'All' });
    expect(found.verdict.valid).toBe(true);
    expect(found).toMatchObject({ release: 'All', recordings: ['All', 'All'], image: 'All' });
  });
});
