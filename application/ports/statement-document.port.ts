import type { PayeeStatement } from '../../domain/statements';

/** A payee's statement as a printable document. */
export interface StatementDocument {
  pdf(statement: PayeeStatement): Promise<Uint8Array>;
}
