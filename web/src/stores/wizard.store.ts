import { create } from 'zustand';
import type { FieldIssue } from '@domain/shared';
import { onClientReset } from './reset-client-stores';

export interface SubmitProgress {
  percent: number;
  stage: string;
}

interface WizardState {
  step: number;
  completed: boolean[];
  /** Field key → message, shown next to the field. */
  errors: Record<string, string>;
  /** Non-null opens the 'Required Information Missing' dialog. */
  missing: FieldIssue[] | null;
  submitting: boolean;
  progress: SubmitProgress | null;
  submitError: string | null;
  /** How many submits have failed: the same message twice is still a new refusal to show (and focus). */
  submitFailures: number;
  /** The step whose label is marked after a failed submission. */
  failedStep: number | null;
  formSession: string | null;
  /** The session's plain id (uploads send the signed formSession, which the API verifies). */
  sessionId: string | null;
  honeypot: { website: string; email_confirm: string };
  setHoneypot(field: 'website' | 'email_confirm', value: string): void;
  goTo(step: number, markCompleted?: number): void;
  showIssues(issues: FieldIssue[]): void;
  clearError(field: string): void;
  /** One field checked on its own (when leaving it): its message, or null to clear it. */
  setFieldError(field: string, message: string | null): void;
  closeMissing(): void;
  setProgress(progress: SubmitProgress | null): void;
  startSubmit(): boolean;
  finishSubmit(error: string | null, failedStep?: number | null): void;
  setFormSession(session: { formSession: string; sessionId: string } | null): void;
  reset(): void;
}

const initial = {
  step: 0,
  completed: [false, false, false, false],
  errors: {},
  missing: null,
  submitting: false,
  progress: null,
  submitError: null,
  submitFailures: 0,
  failedStep: null,
  formSession: null,
  sessionId: null,
  honeypot: { website: '', email_confirm: '' },
};

export const useWizardStore = create<WizardState>((set, get) => ({
  ...initial,
  goTo: (step, markCompleted) =>
    set((s) => ({
      step,
      errors: {},
      completed: markCompleted === undefined ? s.completed : s.completed.map((c, i) => c || i === markCompleted),
    })),
  showIssues: (issues) =>
    set({ errors: Object.fromEntries([...issues].reverse().map((i) => [i.field, i.message])), missing: issues.length > 0 ? issues : null }),
  clearError: (field) =>
    set((s) => {
      if (!(field in s.errors)) return s;
      const errors = { ...s.errors };
      delete errors[field];
      return { errors };
    }),
  setFieldError: (field, message) =>
    message === null
      ? get().clearError(field)
      : set((s) => (s.errors[field] === message ? s : { errors: { ...s.errors, [field]: message } })),
  closeMissing: () => set({ missing: null }),
  setProgress: (progress) => set({ progress }),
  startSubmit: () => {
    // spec: public flow §4 — a duplicate submit is blocked while submitting.
    if (get().submitting) return false;
    set({ submitting: true, submitError: null, failedStep: null });
    return true;
  },
  finishSubmit: (error, failedStep = null) =>
    set((s) => ({
      submitting: false,
      submitError: error,
      submitFailures: error === null ? s.submitFailures : s.submitFailures + 1,
      failedStep,
      progress: null,
    })),
  setFormSession: (session) => set({ formSession: session?.formSession ?? null, sessionId: session?.sessionId ?? null }),
  setHoneypot: (field, value) => set((s) => ({ honeypot: { ...s.honeypot, [field]: value } })),
  reset: () => set({ ...initial, completed: [false, false, false, false] }),
}));

onClientReset(() => useWizardStore.getState().reset());
