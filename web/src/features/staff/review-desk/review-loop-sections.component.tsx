import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { METADATA_RULES } from '@domain/metadata';
import { PIN_MESSAGES } from '@domain/review-pins';
import type { ReviewView as ReviewDetail } from './review-detail.view';
import { when } from '../when';

/** Every style-guide rule, passed or with its warnings (the stored submission is checked by the same table). */
export function MetadataChecklist({ warnings }: { warnings: ReviewDetail['metadataWarnings'] }) {
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Metadata checklist">
      {METADATA_RULES.map((rule) => {
        const found = warnings.filter((w) => w.ruleId === rule.id);
        return (
          <Box component="li" key={rule.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {found.length ? (
              <WarningAmberIcon color="warning" fontSize="small" aria-label="Warning" />
            ) : (
              <CheckCircleIcon color="success" fontSize="small" aria-label="Passed" />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: found.length ? 600 : 400 }}>
                {rule.title}
              </Typography>
              {found.map((w) => (
                <Typography key={w.field + w.message} variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {w.message}
                </Typography>
              ))}
              {found.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {rule.source}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Status changes with time, who and the note written for each, and staff's label copy corrections, newest first. */
export function Timeline({ reviews, corrections }: Pick<ReviewDetail, 'reviews' | 'corrections'>) {
  if (reviews.length === 0 && corrections.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No status changes yet.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {newestFirst(reviews, corrections).map((entry, i) =>
        entry.kind === 'correction' ? (
          <CorrectionEntry key={i} correction={entry.correction} />
        ) : (
          <StatusEntry key={i} review={entry.review} />
        ),
      )}
    </Stack>
  );
}

type TimelineEntry =
  | { kind: 'status'; at: string; review: ReviewDetail['reviews'][number] }
  | { kind: 'correction'; at: string; correction: ReviewDetail['corrections'][number] };

/** A correction made at the same moment as a status change reads after it. */
function newestFirst(reviews: ReviewDetail['reviews'], corrections: ReviewDetail['corrections']): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...reviews.map((review) => ({ kind: 'status' as const, at: review.createdAt, review })),
    ...corrections.map((correction) => ({ kind: 'correction' as const, at: correction.createdAt, correction })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || (a.kind === 'correction' ? -1 : 1));
}

function CorrectionEntry({ correction }: { correction: ReviewDetail['corrections'][number] }) {
  return (
    <Box data-testid="label-copy-correction">
      <Typography variant="body2">
        <strong>Label copy corrected</strong>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {when(correction.createdAt)} · {correction.by}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {correction.sentence}
      </Typography>
    </Box>
  );
}

function StatusEntry({ review: r }: { review: ReviewDetail['reviews'][number] }) {
  return (
    <Box>
      <Typography variant="body2">
        <strong>
          {r.fromStatus} → {r.toStatus}
        </strong>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {when(r.createdAt)} · {r.changedBy}
      </Typography>
      {r.note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {r.note}
        </Typography>
      )}
      {r.pins.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Notes pinned to fields">
          {r.pins.map((p) => (
            <Typography component="li" variant="body2" key={p.field} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{p.label}:</strong> {p.note}
              {p.answer && (
                <Typography component="span" variant="body2" data-testid="pin-answer" sx={{ display: 'block', color: 'info.dark' }}>
                  {PIN_MESSAGES.artistAnswered} ({when(p.answer.at)}): {p.answer.text}
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Staff-only comments: never shown or mailed to the artist. */
export function InternalComments({ comments, onAdd }: { comments: ReviewDetail['comments']; onAdd(body: string): Promise<void> }) {
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    await onAdd(body.trim());
    setBody('');
  };
  return (
    <Stack spacing={1.5}>
      {comments.map((c) => (
        <Box key={c.id}>
          <Typography variant="caption" color="text.secondary">
            {c.staffName} · {when(c.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {c.body}
          </Typography>
        </Box>
      ))}
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }} aria-label="Add an internal comment">
        <TextField
          size="small"
          multiline
          minRows={2}
          label="Internal comment"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          helperText="Only staff see this."
        />
        <Button type="submit" variant="outlined" disabled={!body.trim()}>
          Add comment
        </Button>
      </Box>
    </Stack>
  );
}
