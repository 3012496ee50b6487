// spec: public flow §2.4 Release Strategy. The choice alone, without the date rules of release-strategy.ts: the
// release's field list names it, and the wizard's first step should not load the calendar to read it.
export const RELEASE_STRATEGIES = ['together', 'singles_first'] as const;
export type ReleaseStrategy = (typeof RELEASE_STRATEGIES)[number];
