import { isValidEmail } from '../../../domain/shared';
import { AppError } from '../../errors/app-error';
import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export class StaffAccountInputError extends AppError {
  constructor(message: string) {
    super('invalid', message);
  }
}

export interface CreateStaffAccountDeps {
  accounts: StaffAccountRepository;
  hasher: SecretHasher;
}

/** Creates a staff account, or resets the name and password of an existing one (npm run staff:create, demo seed). */
export class CreateStaffAccountUseCase {
  constructor(private readonly deps: CreateStaffAccountDeps) {}

  async execute(input: { email: string; name: string; password: string }): Promise<{ id: string; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw new StaffAccountInputError('Please enter a valid email address');
    if (input.name.trim() === '') throw new StaffAccountInputError('Name is required');
    if (input.password.length < STAFF_PASSWORD_MIN_LENGTH) {
      throw new StaffAccountInputError(`The password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
    }
    return this.deps.accounts.upsert({ email, name: input.name.trim(), passwordHash: await this.deps.hasher.hash(input.password) });
  }
}
