import type { SessionRole } from './session.repository.port';

/** Whether the person behind a session may still use the portal (staff account active, artist access not revoked). */
export interface AccountStatusReader {
  isActive(role: SessionRole, subjectId: string): Promise<boolean>;
}
export const ACCOUNT_STATUS_READER = Symbol('AccountStatusReader');
