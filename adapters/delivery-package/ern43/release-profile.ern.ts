import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import type { ReleaseType } from '../../../domain/release/release-type';

export const ERN_RELEASE_TYPE: Readonly<Record<ReleaseType, string>> = { single: 'Single', ep: 'EP', lp: 'Album' };

/** The ReleaseType value (AVS) the release's type maps to. */
export const ernReleaseType = (release: ReleaseForDelivery): string => ERN_RELEASE_TYPE[release.releaseType];

/** DDEX's SimpleAudioSingle profile is one sound recording and its cover; everything else is the Audio profile. */
export const releaseProfile = (release: ReleaseForDelivery): 'SimpleAudioSingle' | 'Audio' =>
  release.releaseType === 'single' && release.tracks.length === 1 ? 'SimpleAudioSingle' : 'Audio';
