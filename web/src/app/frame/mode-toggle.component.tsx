import { CONFIG_MESSAGES } from '@domain/submissions-mode';
import { ChoiceButtons } from '../../components/choice-buttons.component';
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
    <ChoiceButtons
      label="Page mode"
      value={waitingList ? 'waiting-list' : 'full'}
      onChange={setViewOverride}
      choices={[
        {
          value: 'full',
          label: 'Full',
          disabled: !fullAvailable,
          title: fullAvailable ? undefined : CONFIG_MESSAGES.submissionsPaused,
        },
        { value: 'waiting-list', label: 'Waiting list' },
      ]}
      sx={{
        display: 'inline-flex',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiButton-root': {
          whiteSpace: 'nowrap',
          color: 'rgba(255,255,255,0.85)',
          borderColor: 'rgba(255,255,255,0.3)',
          minWidth: 0,
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
    />
  );
}
