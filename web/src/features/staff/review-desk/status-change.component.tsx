import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { NoteTemplatesResponse } from '@wire';
import { checkPinnedNotes, PIN_MESSAGES, type PinnedFieldRef, type PinnedNote } from '@domain/review-pins';
import {
  allowedNextStatuses,
  checkStaffMove,
  isFinalStatus,
  normaliseStatus,
  STATUS_LABELS,
  STATUS_UNDO_WINDOW_MINUTES,
} from '@domain/status';
import { SelectField } from '../../../components/select-field.component';
import { NoteField } from '../../../components/note-field.component';
import { statusOptions } from '../../../components/status/status-options';
import { type DraftPin, PinnedNotesEditor } from './pinned-notes-editor.component';

interface Props {
  status: string;
  releaseDate: string | null;
  /** Whether the release reached the stores; undefined while unknown (the server checks Live again). */
  delivered?: boolean;
  onChange(status: string, note: string, pins: PinnedNote[]): Promise<void>;
  /** The fields of this release a note can be pinned to when asking for changes. */
  pinnable: readonly PinnedFieldRef[];
  loadTemplates(): Promise<NoteTemplatesResponse['templates']>;
}

/** The pinned notes to send, or the first refusal in words. */
function pinsToSend(drafts: DraftPin[], pinnable: readonly PinnedFieldRef[]): { pins: PinnedNote[] } | { error: string } {
  const written = drafts.filter((p) => p.field || p.note.trim());
  if (written.some((p) => !p.field)) return { error: PIN_MESSAGES.pickField };
  const checked = checkPinnedNotes(written as PinnedNote[], pinnable);
  return checked.ok ? { pins: checked.pins } : { error: checked.issues[0].message };
}

/** Moves a submission along the domain's transitions, with a note the artist sees (required for changes or a refusal). */
export function StatusChange({ status, releaseDate, delivered, onChange, pinnable, loadTemplates }: Props) {
  const options = allowedNextStatuses(status);
  const [target, setTarget] = useState<string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [drafts, setDrafts] = useState<DraftPin[]>([]);
  const askingForChanges = normaliseStatus(target) === 'changes requested';
  const templates = useQuery({ queryKey: ['note-templates'], queryFn: loadTemplates, enabled: askingForChanges });

  if (options.length === 0) return <Typography color="text.secondary">This submission is {status}: no further status changes.</Typography>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const move = checkStaffMove(status, target || status, { releaseDate, today: new Date(), note, delivered });
    if (!move.ok) {
      setError(move.message);
      return;
    }
    const label = STATUS_LABELS[move.status];
    const pinned = askingForChanges ? pinsToSend(drafts, pinnable) : { pins: [] };
    if ('error' in pinned) {
      setError(pinned.error);
      return;
    }
    if (
      isFinalStatus(move.status) &&
      !window.confirm(
        `Move this submission to ${label}? The artist is told at once; you can undo within ${STATUS_UNDO_WINDOW_MINUTES} minutes.`,
      )
    )
      return;
    setBusy(true);
    setError(null);
    try {
      await onChange(label, note.trim(), pinned.pins);
      setTarget('');
      setNote('');
      setDrafts([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }} aria-label="Change status">
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <SelectField
        label="New status"
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        required
        options={statusOptions(options)}
      />
      <NoteField
        label="Note to the artist"
        minRows={3}
        value={note}
        onText={setNote}
        helperText="Shown under this status on the artist's submission page and mailed to them. Required for Changes Requested and Rejected."
      />
      {askingForChanges && <PinnedNotesEditor fields={pinnable} templates={templates.data ?? []} pins={drafts} onChange={setDrafts} />}
      <Button type="submit" variant="contained" disabled={busy || !target}>
        {busy ? 'Saving…' : 'Change status'}
      </Button>
    </Box>
  );
}
