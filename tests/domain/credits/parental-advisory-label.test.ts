import { PARENTAL_ADVISORY_LABELS, parentalAdvisoryLabel } from '../../../domain/credits';

describe('parental advisory label', () => {
  it('reads as the wizard offers it: Explicit or Clean, never true/false', () => {
    expect(parentalAdvisoryLabel(true)).toBe(PARENTAL_ADVISORY_LABELS.explicit);
    expect(parentalAdvisoryLabel(false)).toBe(PARENTAL_ADVISORY_LABELS.clean);
    expect([parentalAdvisoryLabel(true), parentalAdvisoryLabel(false)]).toEqual(['Explicit', 'Clean']);
  });
});
