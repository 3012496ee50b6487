import { SIGNING_PAGE_MESSAGES } from '../../../domain/agreement';
import type { ErrorCode } from '../../errors/error-code';
import type { SignatureRequestRecord } from '../../ports/signature-request.repository.port';
import { SigningInputError, SigningLinkError } from './agreements.errors';
import type { SignAgreementUseCase, Signer } from './sign-agreement.use-case';

/** What the built-in signer's page shows: the agreement (again, with what was wrong), the end, or why the link is refused. */
export type SigningPageOutcome =
  | { kind: 'agreement'; request: SignatureRequestRecord; problem?: string }
  | { kind: 'finished'; message: string }
  | { kind: 'refused'; code: ErrorCode; message: string };

export interface SigningForm {
  action: 'sign' | 'decline';
  fullName: string;
  consent: boolean;
  documentSha256: string;
}

export interface SigningPageDeps {
  signing: SignAgreementUseCase;
}

/** The built-in signer's page is a browser page: every answer is a page to show, refusals included. */
export class SigningPageUseCase {
  constructor(private readonly deps: SigningPageDeps) {}

  open(token: string): Promise<SigningPageOutcome> {
    return unlessRefused(async () => ({ kind: 'agreement', request: await this.deps.signing.open(token) }));
  }

  submit(token: string, form: SigningForm, signer: Signer): Promise<SigningPageOutcome> {
    return unlessRefused(async () => {
      if (form.action === 'decline') {
        await this.deps.signing.decline(token, signer);
        return { kind: 'finished', message: SIGNING_PAGE_MESSAGES.declined };
      }
      try {
        await this.deps.signing.sign(token, {
          ...signer,
          fullName: form.fullName,
          consent: form.consent,
          documentSha256: form.documentSha256,
        });
      } catch (error) {
        if (!(error instanceof SigningInputError)) throw error;
        return { kind: 'agreement', request: await this.deps.signing.open(token), problem: error.message };
      }
      return { kind: 'finished', message: SIGNING_PAGE_MESSAGES.signed };
    });
  }
}

async function unlessRefused(work: () => Promise<SigningPageOutcome>): Promise<SigningPageOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SigningLinkError) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}
