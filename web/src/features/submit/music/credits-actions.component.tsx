import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { offersApplyToOtherTracks, offersCopyFromFirstTrack } from '@domain/tracks';
import type { TrackDraft } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';

const copy = <T,>(value: T): T => structuredClone(value);

/** 'Apply to all', 'Copy from track 1' and the apply-to-other-tracks picker (public flow §2.4). */
export function CreditsActions({ track, index, tracks }: { track: TrackDraft; index: number; tracks: TrackDraft[] }) {
  const update = useSubmissionFormStore((s) => s.update);
  const patchTrack = useSubmissionFormStore((s) => s.patchTrack);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  if (tracks.length < 2) return null;
  const applyTo = (ids: string[]) =>
    update((f) => ({ ...f, tracks: f.tracks.map((t) => (ids.includes(t.id) ? { ...t, credits: copy(track.credits) } : t)) }));
  const others = tracks.filter((t) => t.id !== track.id);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => applyTo(others.map((t) => t.id))}>
        Apply to all tracks
      </Button>
      {offersCopyFromFirstTrack(index, tracks.length) && (
        <Button size="small" variant="outlined" onClick={() => patchTrack(track.id, { credits: copy(tracks[0].credits) })}>
          Copy from track 1
        </Button>
      )}
      {offersApplyToOtherTracks(tracks.length) && (
        <>
          <Button size="small" variant="outlined" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="true">
            Apply to other tracks...
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {others.map((t) => (
              <MenuItem key={t.id} onClick={() => setPicked((p) => (p.includes(t.id) ? p.filter((x) => x !== t.id) : [...p, t.id]))}>
                <Checkbox checked={picked.includes(t.id)} size="small" />
                <ListItemText primary={`Track ${tracks.indexOf(t) + 1}${t.title ? `: ${t.title}` : ''}`} />
              </MenuItem>
            ))}
            <MenuItem
              disabled={picked.length === 0}
              onClick={() => {
                applyTo(picked);
                setPicked([]);
                setAnchor(null);
              }}
            >
              <ListItemText primary={`Apply to ${picked.length} selected`} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </MenuItem>
          </Menu>
        </>
      )}
    </Stack>
  );
}
