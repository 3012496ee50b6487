import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'wouter';
import type { SavedDeskFilterSet } from '@wire';
import { formOf } from '../desk-tools/saved-filter-form';
import { EMPTY_DESK_FILTERS } from './desk-filters.component';
import { SubmissionList } from './submission-list.component';
import { WaitingListTab } from './waiting-list-tab.component';

const TABS = ['all', 'mine', 'waiting'] as const;

/** The staff review desk: submissions (filters, search, pages, saved filters), those assigned to me, and the waiting list. */
export function ReviewDeskPage() {
  const [params, setParams] = useSearchParams();
  const tab = Math.max(0, TABS.indexOf(params.get('tab') as (typeof TABS)[number]));
  // A saved filter applied: the list starts again from it (in the view its assignee belongs to).
  const [preset, setPreset] = useState({ filters: EMPTY_DESK_FILTERS, applied: 0 });
  const show = (t: number) => setParams(t === 0 ? {} : { tab: TABS[t] });
  const applySaved = (saved: SavedDeskFilterSet) => {
    setPreset({ filters: formOf(saved), applied: preset.applied + 1 });
    show(saved.assignedTo === 'me' ? 1 : 0);
  };
  return (
    <Container maxWidth="lg">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Review desk
        </Typography>
        <Button component={RouterLink} to="/staff/note-templates" size="small">
          Note templates
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, t: number) => show(t)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Review desk sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Submissions" id="desk-tab-0" aria-controls="desk-panel-0" />
        <Tab label="Assigned to me" id="desk-tab-1" aria-controls="desk-panel-1" />
        <Tab label="Waiting list" id="desk-tab-2" aria-controls="desk-panel-2" />
      </Tabs>
      <Box role="tabpanel" id={`desk-panel-${tab}`} aria-labelledby={`desk-tab-${tab}`}>
        {tab === 2 ? (
          <WaitingListTab />
        ) : (
          <SubmissionList
            key={`${TABS[tab]}-${preset.applied}`}
            assignedTo={tab === 1 ? 'me' : undefined}
            initial={preset.filters}
            onApplySaved={applySaved}
          />
        )}
      </Box>
    </Container>
  );
}
