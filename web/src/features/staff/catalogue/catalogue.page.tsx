import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { CATALOGUE_STAGE_LABELS, CATALOGUE_STAGES, isCalendarMonth } from '@domain/label-catalogue';
import { toIsoDate } from '@domain/shared';
import { SearchField } from '../../../components/search-field.component';
import { SelectField } from '../../../components/select-field.component';
import { useDebouncedValue } from '../../../queries/use-debounced-value';
import { useCatalogue } from './catalogue.api';
import { CatalogueList } from './catalogue-list.component';
import { ReleaseCalendar } from './release-calendar.component';
import { StaffPage } from '../staff-page.component';

const STAGES = [
  { value: '', label: 'Approved, delivered and live' },
  ...CATALOGUE_STAGES.map((s) => ({ value: s, label: CATALOGUE_STAGE_LABELS[s] })),
];
const shownEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

/** The label's catalogue: approved, delivered and live releases as a filtered list, or a release calendar by month. */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const calendar = params.get('view') === 'calendar';
  const wanted = params.get('month') ?? '';
  const month = isCalendarMonth(wanted) ? wanted : toIsoDate(new Date()).slice(0, 7);
  const [stage, setStage] = useState('');
  const [search, setSearch] = useState('');
  const [releaseFrom, setReleaseFrom] = useState('');
  const [releaseTo, setReleaseTo] = useState('');
  const q = useDebouncedValue(search, 250);
  const list = useCatalogue({ stage, q, releaseFrom, releaseTo }, !calendar);
  const date = { slotProps: { inputLabel: { shrink: true } }, size: 'small' as const, type: 'date' };
  return (
    <StaffPage title="Catalogue">
      <Tabs
        value={calendar ? 1 : 0}
        onChange={(_e, t: number) => setParams(t === 1 ? { view: 'calendar', month } : {})}
        aria-label="Catalogue views"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="List" id="catalogue-tab-0" aria-controls="catalogue-panel" />
        <Tab label="Release calendar" id="catalogue-tab-1" aria-controls="catalogue-panel" />
      </Tabs>
      <Paper
        variant="outlined"
        role="search"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: calendar ? '1fr 3fr' : 'repeat(4, 1fr)' },
        }}
      >
        <SelectField
          size="small"
          label="Stage"
          value={stage}
          slotProps={shownEmpty}
          onChange={(e) => setStage(e.target.value)}
          options={STAGES}
        />
        {!calendar && (
          <>
            <SearchField label="Search artist, title, UPC or ISRC" value={search} onChange={(e) => setSearch(e.target.value)} />
            <TextField {...date} label="Release from" value={releaseFrom} onChange={(e) => setReleaseFrom(e.target.value)} />
            <TextField {...date} label="Release to" value={releaseTo} onChange={(e) => setReleaseTo(e.target.value)} />
          </>
        )}
      </Paper>
      <Box role="tabpanel" id="catalogue-panel" aria-labelledby={`catalogue-tab-${calendar ? 1 : 0}`}>
        {calendar ? (
          <ReleaseCalendar month={month} stage={stage} onMonth={(m) => setParams({ view: 'calendar', month: m })} />
        ) : (
          <>
            {list.isFetching && <LinearProgress aria-label="Loading releases" />}
            {list.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {list.error.message}
              </Alert>
            )}
            <CatalogueList releases={list.data ?? []} loading={list.isPending} />
          </>
        )}
      </Box>
    </StaffPage>
  );
}
