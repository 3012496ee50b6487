import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { releaseTypeDisplay } from '@domain/release';
import { StatusChip } from './status-chip.component';

/** A release's type (when known) beside its status chip, under the release's title. */
export function ReleaseChips({ releaseType, status, spacing = 1 }: { releaseType?: string | null; status: string; spacing?: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ my: spacing, flexWrap: 'wrap', rowGap: 1 }}>
      {releaseType && <Chip size="small" variant="outlined" label={releaseTypeDisplay(releaseType)} />}
      <StatusChip status={status} />
    </Stack>
  );
}
