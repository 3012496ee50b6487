// spec: public flow §2.4 and §4 Wizard: step index 0 to 3; Back goes down to 0.
export const WIZARD_STEPS = ['Artist Information', 'Music Upload', 'Additional Information', 'Review & Submit'] as const;
export const LAST_WIZARD_STEP = WIZARD_STEPS.length - 1;

export function nextWizardStep(step: number): number {
  return Math.min(LAST_WIZARD_STEP, Math.max(0, step + 1));
}

export function previousWizardStep(step: number): number {
  return Math.max(0, Math.min(LAST_WIZARD_STEP, step - 1));
}
