// spec: public flow §2.4 dialogs and review. What the wizard says about the form as a whole.
export const WIZARD_MESSAGES = {
  validationCrashed: 'Failed to validate form. Please try again.',
  requiredDialogTitle: 'Required Information Missing',
  readyToSubmit: 'Ready to Submit',
  someFieldsIncomplete: 'Some fields incomplete',
} as const;
