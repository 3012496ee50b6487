import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { selectWaitingListMode, useSubmissionModeStore } from '../../stores/submission-mode.store';

/** The header control that shows the page in 'waiting-list' or 'full' mode (spec: public flow §2.2). */
export function ModeToggle() {
  const waitingList = useSubmissionModeStore(selectWaitingListMode);
  const setViewOverride = useSubmissionModeStore((s) => s.setViewOverride);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={waitingList ? 'waiting-list' : 'full'}
      onChange={(_e, value: 'full' | 'waiting-list' | null) => value && setViewOverride(value)}
      aria-label="Page mode"
      sx={{ display: { xs: 'none', lg: 'inline-flex' }, bgcolor: 'rgba(255,255,255,0.12)', '& .MuiToggleButton-root': { color: 'inherit', px: 1.25 } }}
    >
      <ToggleButton value="full">Full</ToggleButton>
      <ToggleButton value="waiting-list">Waiting list</ToggleButton>
    </ToggleButtonGroup>
  );
}
