import type { SplitSheetRepository } from '../../application/ports/split-sheet.repository.port';
import type { SplitStatesQuery } from '../../application/ports/split-states.query.port';
import type { SplitSignatureRequestRepository } from '../../application/ports/split-signature-request.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleSplitSheetRepository } from '../persistence/repositories/drizzle.split-sheet.repository';
import { DrizzleSplitStatesQuery } from '../persistence/repositories/drizzle.split-states.query';
import { DrizzleSplitSignatureRequestRepository } from '../persistence/repositories/drizzle.split-signature-request.repository';

/** The collaborators' split sheets, their consents and private links, and their requests at a signature provider. */
export interface SplitSheetAdapters {
  splitSheets: SplitSheetRepository;
  splitSignatures: SplitSignatureRequestRepository;
  splitStates: SplitStatesQuery;
}

export function buildSplitSheetAdapters(db: Database): SplitSheetAdapters {
  return {
    splitSheets: new DrizzleSplitSheetRepository(db),
    splitSignatures: new DrizzleSplitSignatureRequestRepository(db),
    splitStates: new DrizzleSplitStatesQuery(db),
  };
}
