import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isoDuration } from '../../../adapters/delivery-package/ern43/iso-duration';
import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import type { ReleaseType } from '../../../domain/release/release-type';
import { aReleaseForDelivery } from '../../support/builders/release-for-delivery.builder';
import { parseXml } from '../../support/parse-xml';
import { builder, OPTIONS } from './ern43-message.fixture';
import { DDEX_FIXTURES, validateErn43, validateErn432 } from '../../support/ddex-schema';

/** The text of every element of that name, in document order. */
function texts(xml: string, element: string): string[] {
  const doc = parseXml(xml);
  return Array.from(doc.getElementsByTagName(element)).map((node) => node.textContent ?? '');
}

describe("DDEX's own sample messages (the validator's control)", () => {
  it.each(['simple-audio-single.xml', 'audio-album.xml'])('%s validates against the ERN 4.3 schema', (sample) => {
    const verdict = validateErn43(readFileSync(path.join(DDEX_FIXTURES, 'samples-ern432', sample), 'utf8'));
    expect(verdict.report).toMatch(/validates$/);
    expect(verdict.valid).toBe(true);
  });

  it('refuses a sample with its MessageId removed', () => {
    const xml = readFileSync(path.join(DDEX_FIXTURES, 'samples-ern432', 'audio-album.xml'), 'utf8').replace(
      /<MessageId>[^<]*<\/MessageId>/,
      '',
    );
    const verdict = validateErn43(xml);
    expect(verdict.valid).toBe(false);
    expect(verdict.report).toContain('MessageId');
  });
});

const CASES: [string, ReleaseType, number, string, string][] = [
  ['a single', 'single', 1, 'SimpleAudioSingle', 'Single'],
  ['an EP of three tracks', 'ep', 3, 'Audio', 'EP'],
  ['an album of twelve tracks', 'lp', 12, 'Audio', 'Album'],
];

describe.each(CASES)('the ERN 4.3.2 message of %s', (_name, releaseType, trackCount, profile, ernReleaseType) => {
  const release: ReleaseForDelivery = aReleaseForDelivery(releaseType, trackCount);
  const built = builder.build(release, OPTIONS);
  const xml = built.messageXml;

  it("validates against DDEX's ERN 4.3.2 release-notification.xsd, in its namespace and with the AVS version of the sets in use", () => {
    expect(xml).toContain('xmlns:ern="http://ddex.net/xml/ern/432"');
    expect(xml).toContain('AvsVersionId="9"');
    const verdict = validateErn432(xml);
    expect(verdict.report).toMatch(/validates$/);
    expect(verdict.valid).toBe(true);
  });

  it(`uses the ${profile} profile and the ${ernReleaseType} release type`, () => {
    expect(xml).toContain(`ReleaseProfileVersionId="${profile}"`);
    expect(texts(xml, 'ReleaseType')).toEqual([ernReleaseType]);
  });

  it('names every track, ISRC and file, the UPC and the ℗/© lines', () => {
    expect(texts(xml, 'ICPN')).toEqual([release.upc]);
    expect(texts(xml, 'ISRC')).toEqual(release.tracks.map((track) => track.isrc));
    expect(texts(xml, 'TitleText')).toEqual([...release.tracks.map((track) => track.title), release.title]);
    expect(texts(xml, 'URI')).toEqual([
      ...release.tracks.map((track) => `resources/${track.audio.fileName}`),
      `resources/${release.artwork.fileName}`,
    ]);
    expect(texts(xml, 'HashSumValue')).toEqual([...release.tracks.map((track) => track.audio.sha256), release.artwork.sha256]);
    expect(texts(xml, 'PLineText')).toEqual(Array(trackCount + 1).fill('℗ 2026 Tidewater Records'));
    expect(texts(xml, 'CLineText')).toEqual(['© 2025 Nova Lane']);
  });

  it('carries durations, parental warnings, genre and worldwide deals from the release date', () => {
    const durations = texts(xml, 'Duration');
    expect(durations.slice(0, Math.min(2, trackCount))).toEqual(['PT3M7.25S', 'PT3M14.5S'].slice(0, trackCount));
    expect(durations).toHaveLength(trackCount + 1);
    expect(texts(xml, 'ParentalWarningType').slice(0, trackCount)).toEqual(
      release.tracks.map((track) => (track.explicit ? 'Explicit' : 'NotExplicit')),
    );
    expect(texts(xml, 'GenreText')[0]).toBe('Electronic');
    expect(new Set(texts(xml, 'TerritoryCode'))).toEqual(new Set(['Worldwide']));
    expect(new Set(texts(xml, 'StartDate'))).toEqual(new Set(['2026-12-04']));
    expect(texts(xml, 'DealReleaseReference')).toEqual(['R0', ...release.tracks.map((track) => `R${track.sequence}`)]);
  });

  it('lists the files at the paths the message names, and a metadata sheet row per track', () => {
    expect(built.messagePath).toBe(`${release.upc}.xml`);
    expect(built.files.map((file) => file.path)).toEqual(texts(xml, 'URI'));
    expect(built.files.map((file) => file.storageKey)).toEqual([
      ...release.tracks.map((track) => track.audio.storageKey),
      release.artwork.storageKey,
    ]);
    const lines = built.metadataCsv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(trackCount + 1);
    release.tracks.forEach((track, index) => expect(lines[index + 1]).toContain(`"${track.isrc}"`));
  });
});

describe('the package builder', () => {
  it.each([
    [0, 'PT0S'],
    [59.5, 'PT59.5S'],
    [263.583, 'PT4M23.583S'],
    [3600, 'PT1H0M0S'],
    [3723.0004, 'PT1H2M3S'],
  ])('writes %d seconds as the xs:duration %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });

  it('writes a version beside its title, and a single of two tracks under the Audio profile', () => {
    const release = aReleaseForDelivery('single', 2);
    const { messageXml } = builder.build(release, OPTIONS);
    expect(validateErn432(messageXml).valid).toBe(true);
    expect(messageXml).toContain('ReleaseProfileVersionId="Audio"');
    expect(texts(messageXml, 'DisplayTitleText')).toContain('Track Number 2 & Friends (Radio Edit)');
    expect(texts(messageXml, 'SubTitle')).toEqual(['Radio Edit']);
  });

  it('sends a role outside the allowed values as UserDefined and still validates', () => {
    const { messageXml } = builder.build(aReleaseForDelivery('ep', 3), OPTIONS);
    expect(messageXml).toContain('UserDefinedValue="Arranger of Strings"');
    expect(validateErn432(messageXml).valid).toBe(true);
  });

  it('writes text exactly as typed: references, markup and a CR parse back byte for byte', () => {
    const typed = ['Café&nbsp;Society', 'Salt &amp; Pepper', '<b>', 'Nul&#0;Byte', 'Line\r\nbreak "quoted"'];
    const release = aReleaseForDelivery('ep', 3);
    const tracks = release.tracks.map((track, index) => ({ ...track, title: typed[index], version: '' }));
    const { messageXml } = builder.build({ ...release, title: typed[3], labelName: typed[4], tracks }, OPTIONS);
    expect(texts(messageXml, 'TitleText')).toEqual([...typed.slice(0, 3), typed[3]]);
    expect(texts(messageXml, 'FullName')).toContain(typed[4]);
  });

  it('says IsInstrumental only for a track the artist marked instrumental, whatever its lyrics language', () => {
    const release = aReleaseForDelivery('ep', 3);
    expect(release.tracks.map((track) => track.lyricsLanguage)).toEqual(['en', 'en', null]);
    const tracks = release.tracks.map((track) => ({ ...track, instrumental: track.sequence === 2 }));
    const { messageXml } = builder.build({ ...release, tracks }, OPTIONS);
    expect(texts(messageXml, 'IsInstrumental')).toEqual(['true']);
    expect(texts(builder.build(release, OPTIONS).messageXml, 'IsInstrumental')).toEqual([]);
  });

  it('refuses a file name that would leave the release folder', () => {
    const release = aReleaseForDelivery('single', 1);
    const unsafe = { ...release, artwork: { ...release.artwork, fileName: '../cover.jpg' } };
    expect(() => builder.build(unsafe, OPTIONS)).toThrow(/Unsafe file name/);
  });
});
