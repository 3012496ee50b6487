import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LabelCopyResponse } from '@wire';
import { LABEL_COPY_FIELDS } from '@domain/label-copy';
import { PRIMARY_GENRES, subGenresOf } from '@domain/taxonomy';
import { DELIVERY_KIND_MESSAGES } from '@domain/release';
import { type SelectOption, SelectField, valueOptions } from '../../../components/select-field.component';
import { useCorrectLabelCopy, useLabelCopy } from './label-copy.api';
import { draftOf, issueFor, type LabelCopyDraft, panelFields, patchOf } from './label-copy-draft';
import { LabelCopyTracks } from './label-copy-tracks.component';

const F = LABEL_COPY_FIELDS;
const NO_SUB_GENRE: SelectOption = { value: '', label: 'None' };
/** The taxonomy's names, with the stored one kept pickable though the taxonomy no longer lists it. */
const keptOptions = (stored: string, names: readonly string[]) => valueOptions([...new Set([stored, ...names])].filter(Boolean));
type TextName = Exclude<keyof LabelCopyDraft, 'tracks'>;

/** The desk's Label copy panel: the release's and tracks' values a store prints, blank ones shown as the label's defaults. */
export function LabelCopyPanel({ submissionId }: { submissionId: string }) {
  const { data, error } = useLabelCopy(submissionId);
  // Held here: the form starts afresh from the corrected values, and the outcome stays shown.
  const correct = useCorrectLabelCopy(submissionId);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  return <LabelCopyForm key={JSON.stringify(data.labelCopy)} data={data} correct={correct} />;
}

function LabelCopyForm({ data, correct }: { data: LabelCopyResponse; correct: ReturnType<typeof useCorrectLabelCopy> }) {
  const [draft, setDraft] = useState(() => draftOf(data.labelCopy));
  const patch = patchOf(data.labelCopy, draft);
  const changed = Object.keys(patch).length > 0;
  const issue = (field: string) => issueFor(correct.error?.details ?? [], field, correct.variables);
  const disabled = !data.correctable || correct.isPending;
  const { year, labelName } = data.defaults;
  const text = (name: TextName, label: string, maxLength: number, blank?: string) => {
    const message = issue(name);
    return (
      <TextField
        label={label}
        value={draft[name]}
        size="small"
        fullWidth
        disabled={disabled}
        placeholder={blank}
        error={!!message}
        helperText={message ?? (blank ? `Blank: ${blank} (the label's default)` : undefined)}
        slotProps={{ htmlInput: { maxLength, ...(name.endsWith('Year') ? { inputMode: 'numeric' } : {}) }, inputLabel: { shrink: true } }}
        onChange={(e) => setDraft({ ...draft, [name]: name.endsWith('Year') ? e.target.value.replace(/\D/g, '') : e.target.value })}
      />
    );
  };
  const pick = (name: 'primaryGenre' | 'subGenre', options: SelectOption[], change: (value: string) => Partial<LabelCopyDraft>) => (
    <SelectField
      label={F[name].label}
      value={draft[name]}
      size="small"
      disabled={disabled}
      error={!!issue(name)}
      helperText={issue(name)}
      options={options}
      onChange={(e) => setDraft({ ...draft, ...change(e.target.value) })}
    />
  );
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  const unmatched = correct.error && !panelFields(draft).some((field) => issue(field));
  return (
    <Stack spacing={2} component="form" data-testid="label-copy" onSubmit={(e) => (e.preventDefault(), correct.mutate(patch))}>
      {!data.correctable && (
        <Alert severity="info">Label copy is corrected on a pending, changes-requested, approved or live release.</Alert>
      )}
      <Box sx={grid}>
        {text('releaseTitle', F.releaseTitle.label, F.releaseTitle.maxLength)}
        {text('labelName', F.labelName.label, F.labelName.maxLength, labelName)}
        {pick('primaryGenre', keptOptions(draft.primaryGenre, PRIMARY_GENRES), (primaryGenre) => ({ primaryGenre, subGenre: '' }))}
        {pick('subGenre', [NO_SUB_GENRE, ...keptOptions(draft.subGenre, subGenresOf(draft.primaryGenre))], (subGenre) => ({ subGenre }))}
        {text('pLineYear', F.pLineYear.label, 4, String(year))}
        {text('pLineOwner', F.pLineOwner.label, F.pLineOwner.maxLength, labelName)}
        {text('cLineYear', F.cLineYear.label, 4, String(year))}
        {text('cLineOwner', F.cLineOwner.label, F.cLineOwner.maxLength, labelName)}
      </Box>
      <LabelCopyTracks
        tracks={draft.tracks}
        disabled={disabled}
        issue={issue}
        onChange={(position, change) =>
          setDraft({ ...draft, tracks: draft.tracks.map((t) => (t.position === position ? { ...t, ...change } : t)) })
        }
      />
      {unmatched && <Alert severity="error">{correct.error.message}</Alert>}
      {correct.data && correct.data.corrections.length > 0 && (
        <Alert severity="success" data-testid="label-copy-saved">
          <Typography variant="body2">Saved; the artist sees on the timeline:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {correct.data.corrections.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
          {correct.data.updateQueuedTo.length > 0 ? (
            <Typography variant="body2" data-testid="update-queued-to">
              {DELIVERY_KIND_MESSAGES.updateQueuedTo(correct.data.updateQueuedTo)}
            </Typography>
          ) : (
            correct.data.redeliveryQueued && <Typography variant="body2">The release is queued for delivery again.</Typography>
          )}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={disabled || !changed}>
          Save label copy
        </Button>
      </Box>
    </Stack>
  );
}
