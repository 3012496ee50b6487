import { SAVED_FILTER_MESSAGES } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { StaffAccount, StaffAccountRepository } from '../../ports/staff-account.repository.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own staff account; the scripts' API token has none, so what is kept per person is refused to it. */
export async function staffAccountOf(accounts: StaffAccountRepository, staffId: string): Promise<StaffAccount> {
  const account = UUID.test(staffId) ? await accounts.findById(staffId) : undefined;
  if (!account?.active) throw new AppError('forbidden', SAVED_FILTER_MESSAGES.needsAccount);
  return account;
}
