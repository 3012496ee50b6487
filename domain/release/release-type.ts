// spec: public flow §2.4 Step 2, §5 Track caps, §9; artist-portal §3 (display Single, EP, Album).
export const RELEASE_TYPES = ['single', 'ep', 'lp'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export function isReleaseType(value: unknown): value is ReleaseType {
  return typeof value === 'string' && (RELEASE_TYPES as readonly string[]).includes(value);
}

/** Wizard choice labels. */
export const RELEASE_TYPE_OPTION_LABELS: Readonly<Record<ReleaseType, string>> = {
  single: 'Single (1-2 tracks)',
  ep: 'EP (3-6 tracks)',
  lp: 'LP (6+ tracks)',
};

/** Dashboard / details display. */
export const RELEASE_TYPE_DISPLAY: Readonly<Record<ReleaseType, string>> = { single: 'Single', ep: 'EP', lp: 'Album' };

/** Wizard caps: the add-track button hides at the cap. */
export const WIZARD_TRACK_CAPS: Readonly<Record<ReleaseType, number>> = { single: 2, ep: 6, lp: 12 };
export const DEFAULT_TRACK_SLOTS: Readonly<Record<ReleaseType, number>> = { single: 1, ep: 3, lp: 6 };

export function releaseTypeDisplay(value: string | null | undefined): string {
  return isReleaseType(value) ? RELEASE_TYPE_DISPLAY[value] : (value ?? '');
}

export function canAddTrack(trackCount: number, releaseType: ReleaseType): boolean {
  return trackCount < WIZARD_TRACK_CAPS[releaseType];
}
