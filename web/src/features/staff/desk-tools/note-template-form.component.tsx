import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import type { NoteTemplateRequest } from '@wire';
import {
  checkNoteTemplate,
  NOTE_TEMPLATE_BODY_MAX,
  NOTE_TEMPLATE_FIELD_KINDS,
  NOTE_TEMPLATE_FIELD_LABELS,
  type NoteTemplateFieldKind,
} from '@domain/staff-desk';
import { SelectField } from '../../../components/select-field.component';
import { NoteField } from '../../../components/note-field.component';
import { SubmitOrCancel } from '../submit-or-cancel.component';

const KINDS = NOTE_TEMPLATE_FIELD_KINDS.map((kind) => ({ value: kind, label: NOTE_TEMPLATE_FIELD_LABELS[kind] }));

/** The kind of field and the words of one template; checked by the domain before it is sent. */
export function NoteTemplateForm({
  initial = { fieldKind: 'any', body: '' },
  submitLabel,
  idPrefix,
  onSubmit,
  onCancel,
}: {
  initial?: NoteTemplateRequest;
  submitLabel: string;
  idPrefix: string;
  onSubmit(template: NoteTemplateRequest): Promise<unknown>;
  onCancel?(): void;
}) {
  const [fieldKind, setFieldKind] = useState<NoteTemplateFieldKind>(initial.fieldKind);
  const [body, setBody] = useState(initial.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNoteTemplate({ fieldKind, body });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit({ fieldKind: checked.fieldKind, body: checked.body });
      if (!onCancel) setBody('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={1.5} sx={{ width: '100%' }}>
      <SelectField
        id={`${idPrefix}-kind`}
        size="small"
        label="Fits"
        value={fieldKind}
        onChange={(e) => setFieldKind(e.target.value as NoteTemplateFieldKind)}
        options={KINDS}
        sx={{ maxWidth: 260 }}
      />
      <NoteField
        id={`${idPrefix}-body`}
        label="Note"
        minRows={2}
        value={body}
        onText={setBody}
        error={problem !== null}
        helperText={problem ?? `At most ${NOTE_TEMPLATE_BODY_MAX} characters`}
      />
      <SubmitOrCancel label={submitLabel} busy={saving} onCancel={onCancel} />
    </Stack>
  );
}
