import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CONFIG_MESSAGES } from '../../../../domain/submissions-mode';
import { useFullModeAvailable, useWaitingListMode } from '../../queries/portal-config.query';
import { useSubmissionModeStore } from '../../stores/submission-mode.store';

/**
 * The header control that shows the page in 'waiting-list' or 'full' mode (spec: public flow §2.2). While staff
 * have paused submissions, 'Full' is disabled: the page shows only the waiting list.
 */
export function ModeToggle() {
  const waitingList = useWaitingListMode();
  const fullAvailable = useFullModeAvailable();
  const setViewOverride = useSubmissionModeStore((s) => s.setViewOverride);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={waitingList ? 'waiting-list' : 'full'}
      onChange={(_e, value: 'full' | 'waiting-list' | null) => value && setViewOverride(value)}
      aria-label="Page mode"
      sx={{
        display: 'inline-flex',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiToggleButton-root': {
          whiteSpace: 'nowrap',
          color: 'rgba(255,255,255,0.85)',
          borderColor: 'rgba(255,255,255,0.3)',
          px: { xs: 0.75, sm: 1.25 },
          fontSize: { xs: '0.7rem', sm: '0.8125rem' },
        },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'common.white',
          color: 'primary.main',
          fontWeight: 700,
        },
        '& .MuiToggleButton-root.Mui-disabled': { color: 'rgba(255,255,255,0.4)' },
      }}
    >
      <ToggleButton value="full" disabled={!fullAvailable} title={fullAvailable ? undefined : CONFIG_MESSAGES.submissionsPaused}>
        Full
      </ToggleButton>
      <ToggleButton value="waiting-list">Waiting list</ToggleButton>
    </ToggleButtonGroup>
  );
}
