import { DrizzleChangeNoteTemplates } from '../../../../adapters/persistence/repositories/drizzle.change-note-templates';
import { describeOnTestDatabases } from '../../../support/test-database';

describeOnTestDatabases('DrizzleChangeNoteTemplates', (database) => {
  it("lists the label's templates in its order, a new one by position and then by age", async () => {
    const templates = new DrizzleChangeNoteTemplates(database().db);
    const seeded = await templates.list();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded[0]).toMatchObject({ fieldKind: 'artwork', body: expect.stringContaining('Artwork') });
    await database().query(
      "INSERT INTO change_note_templates (field_kind, body, position, created_at) VALUES ('any', 'Second at zero', 0, now())",
    );
    await database().query(
      "INSERT INTO change_note_templates (field_kind, body, position, created_at) VALUES ('any', 'First at zero', 0, now() - interval '1 day')",
    );
    const listed = await templates.list();
    expect(listed.slice(0, 2).map((t) => t.body)).toEqual(['First at zero', 'Second at zero']);
    expect(listed.slice(2)).toEqual(seeded);
  });
});
