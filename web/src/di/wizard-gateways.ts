import { createDraftGateway } from '../gateway/draft.gateway';
import { createSubmissionGateway } from '../gateway/submission.gateway';

export type WizardGateways = ReturnType<typeof createWizardGateways>;

/** The calls a first visit to the wizard makes (its draft, its form session): plain fetch, no HTTP library. */
export function createWizardGateways(baseUrl: string) {
  return { draft: createDraftGateway(baseUrl), submission: createSubmissionGateway(baseUrl) };
}
