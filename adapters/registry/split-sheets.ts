import type { SplitSheetRepository } from '../../application/ports/split-sheet.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleSplitSheetRepository } from '../persistence/repositories/drizzle.split-sheet.repository';

/** The collaborators' split sheets, their consents and private links. */
export interface SplitSheetAdapters {
  splitSheets: SplitSheetRepository;
}

export function buildSplitSheetAdapters(db: Database): SplitSheetAdapters {
  return { splitSheets: new DrizzleSplitSheetRepository(db) };
}
