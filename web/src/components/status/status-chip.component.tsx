import Chip, { type ChipProps } from '@mui/material/Chip';
import { type StatusColour, statusColour, statusLabel } from '@domain/status';

const MUI_COLOUR: Record<StatusColour, ChipProps['color']> = { green: 'success', amber: 'warning', red: 'error', neutral: 'default' };

/** Submission status chip in the colours of artist-portal §4. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const colour = statusColour(status);
  return <Chip label={statusLabel(status)} color={MUI_COLOUR[colour]} size={size} data-colour={colour} sx={{ fontWeight: 600 }} />;
}
