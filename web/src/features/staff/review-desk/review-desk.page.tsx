import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'wouter';
import { SubmissionList } from './submission-list.component';
import { WaitingListTab } from './waiting-list-tab.component';

/** The staff review desk: submissions (filters, search, pages) and the waiting list with 'Invite'. */
export function ReviewDeskPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'waiting' ? 1 : 0;
  return (
    <Container maxWidth="lg">
      <Typography variant="h4" component="h1" gutterBottom>
        Review desk
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, t: number) => setParams(t === 1 ? { tab: 'waiting' } : {})}
        aria-label="Review desk sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Submissions" id="desk-tab-0" aria-controls="desk-panel-0" />
        <Tab label="Waiting list" id="desk-tab-1" aria-controls="desk-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`desk-panel-${tab}`} aria-labelledby={`desk-tab-${tab}`}>
        {tab === 0 ? <SubmissionList /> : <WaitingListTab />}
      </Box>
    </Container>
  );
}
