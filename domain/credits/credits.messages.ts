// spec: public flow §5 Track credits. Messages the spec implies without wording are marked (ours).
export const CREDITS_MESSAGES = {
  overHundred: 'Over 100% - Please reduce percentages',
  needMore: (missing: number) => `Need ${missing}% more`,
  /** (ours) the panel asks for percentages when the total is 0. */
  enterPercentages: 'Please enter percentages',
  /** (ours) */
  invalidPercentage: 'Percentages must be whole numbers from 0 to 100',
  /** (ours) */
  masterSplitTotal: 'Master split percentages must total 100%',
  /** (ours) */
  masterSplitNewPerson: 'A new person in the master split needs a first name, last name, email and percentage',
  /** (ours) */
  lastNameRequired: 'Last name is required',
  productionYearRequired: 'Production year is required',
  productionYearRange: (currentYear: number) => `Production year must be between 1900 and ${currentYear}`,
  parentalAdvisoryRequired: 'Please choose a parental advisory setting',
  contributorCap: (group: string) => `Maximum of 10 ${group} reached.`,
} as const;

/** How the parental advisory choice reads wherever it is shown (the wizard's choice, the review desk). */
export const PARENTAL_ADVISORY_LABELS = { explicit: 'Explicit', clean: 'Clean' } as const;

export function parentalAdvisoryLabel(explicit: boolean): string {
  return explicit ? PARENTAL_ADVISORY_LABELS.explicit : PARENTAL_ADVISORY_LABELS.clean;
}
