import { asc, eq, sql } from 'drizzle-orm';
import type { ChangeNoteTemplate, ChangeNoteTemplates } from '../../../application/ports/change-note-templates.port';
import type { NoteTemplateFieldKind } from '../../../domain/staff-desk';
import type { Database } from '../database';
import { changeNoteTemplates } from '../schema';
import { scopedDb } from '../unit-of-work';
import { deletedAny } from './query-helpers';

const columns = { id: changeNoteTemplates.id, fieldKind: changeNoteTemplates.fieldKind, body: changeNoteTemplates.body };

export class DrizzleChangeNoteTemplates implements ChangeNoteTemplates {
  constructor(private readonly root: Database) {}

  async list(): Promise<ChangeNoteTemplate[]> {
    return scopedDb(this.root)
      .select(columns)
      .from(changeNoteTemplates)
      .orderBy(asc(changeNoteTemplates.position), asc(changeNoteTemplates.createdAt));
  }

  async add(template: { fieldKind: NoteTemplateFieldKind; body: string }): Promise<ChangeNoteTemplate> {
    const [row] = await scopedDb(this.root)
      .insert(changeNoteTemplates)
      .values({ ...template, position: sql`(SELECT coalesce(max(position), 0) + 1 FROM change_note_templates)` })
      .returning(columns);
    return row;
  }

  async update(id: string, template: { fieldKind: NoteTemplateFieldKind; body: string }): Promise<ChangeNoteTemplate | undefined> {
    const [row] = await scopedDb(this.root)
      .update(changeNoteTemplates)
      .set(template)
      .where(eq(changeNoteTemplates.id, id))
      .returning(columns);
    return row;
  }

  async remove(id: string): Promise<boolean> {
    return deletedAny(scopedDb(this.root), changeNoteTemplates, eq(changeNoteTemplates.id, id));
  }

  async reorder(ids: readonly string[]): Promise<void> {
    const db = scopedDb(this.root);
    for (const [at, id] of ids.entries())
      await db
        .update(changeNoteTemplates)
        .set({ position: at + 1 })
        .where(eq(changeNoteTemplates.id, id));
  }
}
