import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { NoteTemplateView } from '@wire';
import { NOTE_TEMPLATE_FIELD_LABELS } from '@domain/staff-desk';
import { useNoteTemplateChange, useNoteTemplates } from './desk-tools.api';
import { NoteTemplateForm } from './note-template-form.component';

const moved = (ids: string[], at: number, by: number) => {
  const next = [...ids];
  [next[at], next[at + by]] = [next[at + by], next[at]];
  return next;
};

/** The label's note templates for notes pinned to fields: add, reword, reorder and delete (the desk's picker reads them). */
export function NoteTemplatesPage() {
  const { data: templates, error } = useNoteTemplates();
  const change = useNoteTemplateChange();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = (templates ?? []).map((t) => t.id);
  type Change = Parameters<typeof change.mutate>[0];
  // Forms show a refusal beside their fields; a button's refusal shows in the page's alert.
  const act = async (run: Change, done: string) => {
    await change.mutateAsync(run);
    setNotice(done);
  };
  const press = (run: Change, done: string) => change.mutate(run, { onSuccess: () => setNotice(done) });
  const row = (t: NoteTemplateView, at: number) =>
    editing === t.id ? (
      <NoteTemplateForm
        idPrefix={`edit-${t.id}`}
        initial={{ fieldKind: t.fieldKind, body: t.body }}
        submitLabel="Save"
        onCancel={() => setEditing(null)}
        onSubmit={async (template) => {
          await act({ kind: 'update', id: t.id, template }, 'Template saved');
          setEditing(null);
        }}
      />
    ) : (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Chip size="small" label={NOTE_TEMPLATE_FIELD_LABELS[t.fieldKind]} sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t.body}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={`Move up: ${t.body}`}
            disabled={at === 0 || change.isPending}
            onClick={() => press({ kind: 'order', ids: moved(ids, at, -1) }, 'Order saved')}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`Move down: ${t.body}`}
            disabled={at === ids.length - 1 || change.isPending}
            onClick={() => press({ kind: 'order', ids: moved(ids, at, 1) }, 'Order saved')}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Button size="small" onClick={() => setEditing(t.id)} aria-label={`Edit: ${t.body}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Delete: ${t.body}`}
            onClick={() =>
              window.confirm(`Delete the template "${t.body}"? Notes already sent keep their words.`) &&
              press({ kind: 'delete', id: t.id }, 'Template deleted')
            }
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    );
  return (
    <Container maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        Note templates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Staff pick these when pinning a note to a field while asking for changes. Notes already sent keep their words.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {change.error && <Alert severity="error">{change.error.message}</Alert>}
      {notice && !change.error && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="add-template-heading" sx={{ p: 2, mb: 2 }}>
        <Typography id="add-template-heading" variant="h6" component="h2" gutterBottom>
          Add a template
        </Typography>
        <NoteTemplateForm
          idPrefix="new-template"
          submitLabel="Add template"
          onSubmit={(template) => act({ kind: 'add', template }, 'Template added')}
        />
      </Paper>
      <Paper variant="outlined">
        <List aria-label="Note templates in the picker's order">
          {(templates ?? []).map((t, at) => (
            <ListItem key={t.id} divider>
              {row(t, at)}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Container>
  );
}
