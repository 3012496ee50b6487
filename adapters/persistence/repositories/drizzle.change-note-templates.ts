import { asc } from 'drizzle-orm';
import type { ChangeNoteTemplate, ChangeNoteTemplates } from '../../../application/ports/change-note-templates.port';
import type { Database } from '../database';
import { changeNoteTemplates } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleChangeNoteTemplates implements ChangeNoteTemplates {
  constructor(private readonly root: Database) {}

  async list(): Promise<ChangeNoteTemplate[]> {
    return scopedDb(this.root)
      .select({ id: changeNoteTemplates.id, fieldKind: changeNoteTemplates.fieldKind, body: changeNoteTemplates.body })
      .from(changeNoteTemplates)
      .orderBy(asc(changeNoteTemplates.position), asc(changeNoteTemplates.createdAt));
  }
}
