import { CONTRACT_MESSAGES } from '../../../domain/contract';

export class ContractInFlightError extends Error {
  constructor() {
    super(CONTRACT_MESSAGES.conflict);
  }
}
export class ContractForbiddenError extends Error {}
/** Signed is final: no new request once the artist has signed. */
export class ContractAlreadySignedError extends Error {
  constructor() {
    super(CONTRACT_MESSAGES.alreadySigned);
  }
}
export class SigningLinkError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 410 | 409,
  ) {
    super(message);
  }
}
export class SigningInputError extends Error {}
/** The stored signed PDF no longer matches the SHA-256 recorded when it was signed. */
export class SignedPdfIntegrityError extends Error {}
