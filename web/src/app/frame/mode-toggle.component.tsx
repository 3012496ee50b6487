import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { CONFIG_MESSAGES } from '../../../../domain/submissions-mode';
import { useFullModeAvailable, useWaitingListMode } from '../../queries/portal-config.query';
import { useSubmissionModeStore } from '../../stores/submission-mode.store';

/**
 * The header control that shows the page in 'waiting-list' or 'full' mode (spec: public flow §2.2). While staff
 * have paused submissions, 'Full' is disabled: the page shows only the waiting list.
 *
 * Two pressed/unpressed buttons rather than MUI's ToggleButtonGroup: that group's buttons register with it in a layout
 * effect as they mount, and the update this schedules runs synchronously at hydration's commit, pulling every passive
 * effect of the page into the same task, the longest of a first visit on a phone.
 */
export function ModeToggle() {
  const waitingList = useWaitingListMode();
  const fullAvailable = useFullModeAvailable();
  const setViewOverride = useSubmissionModeStore((s) => s.setViewOverride);
  const choice = (value: 'full' | 'waiting-list', label: string, disabled = false) => {
    const selected = (value === 'waiting-list') === waitingList;
    return (
      <Button
        aria-pressed={selected}
        disabled={disabled}
        title={disabled ? CONFIG_MESSAGES.submissionsPaused : undefined}
        className={selected ? 'Mui-selected' : undefined}
        onClick={() => !selected && setViewOverride(value)}
      >
        {label}
      </Button>
    );
  };
  return (
    <ButtonGroup
      size="small"
      variant="outlined"
      role="group"
      aria-label="Page mode"
      sx={{
        display: 'inline-flex',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiButton-root': {
          whiteSpace: 'nowrap',
          color: 'rgba(255,255,255,0.85)',
          borderColor: 'rgba(255,255,255,0.3)',
          minWidth: 0,
          py: '7px',
          px: { xs: 0.75, sm: 1.25 },
          fontSize: { xs: '0.7rem', sm: '0.8125rem' },
        },
        '& .MuiButton-root.Mui-selected, & .MuiButton-root.Mui-selected:hover': {
          bgcolor: 'common.white',
          color: 'primary.main',
          fontWeight: 700,
        },
        '& .MuiButton-root.Mui-disabled': { color: 'rgba(255,255,255,0.4)', borderColor: 'rgba(255,255,255,0.3)' },
      }}
    >
      {choice('full', 'Full', !fullAvailable)}
      {choice('waiting-list', 'Waiting list')}
    </ButtonGroup>
  );
}
