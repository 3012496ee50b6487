import { AGREEMENT_MESSAGES } from '../../../domain/agreement';
import { AppError } from '../../errors/app-error';

export class AgreementInFlightError extends AppError {
  constructor() {
    super('conflict', AGREEMENT_MESSAGES.conflict);
  }
}

export class AgreementForbiddenError extends AppError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** Signed is final: no new request once the artist has signed. */
export class AgreementAlreadySignedError extends AppError {
  constructor() {
    super('conflict', AGREEMENT_MESSAGES.alreadySigned);
  }
}

/** A sign link that is unknown, expired, or no longer awaiting a signature. */
export class SigningLinkError extends AppError {
  constructor(message: string, code: 'not_found' | 'gone' | 'conflict') {
    super(code, message);
  }
}

export class SigningInputError extends AppError {
  constructor(message: string) {
    super('invalid', message);
  }
}

/** The stored signed PDF no longer matches the SHA-256 recorded when it was signed. */
export class SignedPdfIntegrityError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}
