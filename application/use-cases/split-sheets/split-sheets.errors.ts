import { AppError } from '../../errors/app-error';

/** A collaborator's link that is unknown (forged), expired, or whose sheet was answered already. */
export class SplitLinkError extends AppError {
  constructor(message: string, code: 'not_found' | 'gone' | 'conflict') {
    super(code, message);
  }
}

export class SplitInputError extends AppError {
  constructor(message: string) {
    super('invalid', message);
  }
}
