export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  active: boolean;
}

export interface StaffAccountRepository {
  findByEmail(email: string): Promise<StaffAccount | undefined>;
  findById(id: string): Promise<StaffAccount | undefined>;
  /** Creates the account, or replaces name and password when the email exists; returns the id. */
  upsert(account: { email: string; name: string; passwordHash: string }): Promise<{ id: string; created: boolean }>;
}
export const STAFF_ACCOUNT_REPOSITORY = Symbol('StaffAccountRepository');
