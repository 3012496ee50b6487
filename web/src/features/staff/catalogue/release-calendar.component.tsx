import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWideScreen } from '../../../components/use-wide-screen.hook';
import type { CatalogueRelease } from '@wire';
import { type CalendarMonth, monthRange, monthTitle, shiftMonth } from '@domain/label-catalogue';
import { useCatalogue } from './catalogue.api';
import { CalendarMonthGrid } from './calendar-month-grid.component';
import { CalendarWeekList } from './calendar-week-list.component';
import type { ReleasesByDay } from './calendar-release.component';

function byDay(releases: CatalogueRelease[]): ReleasesByDay {
  const days = new Map<string, CatalogueRelease[]>();
  for (const release of releases)
    if (release.releaseDate) days.set(release.releaseDate, [...(days.get(release.releaseDate) ?? []), release]);
  return days;
}

/** A month of release dates: a grid on wide screens, the weeks as a list on a phone. */
export function ReleaseCalendar({ month, stage, onMonth }: { month: CalendarMonth; stage: string; onMonth(month: CalendarMonth): void }) {
  const range = monthRange(month);
  const { data, error, isFetching } = useCatalogue({ stage, releaseFrom: range.from, releaseTo: range.to });
  const wide = useWideScreen('md');
  const days = byDay(data ?? []);
  const title = monthTitle(month);
  return (
    <Stack spacing={2} component="section" aria-labelledby="calendar-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          onClick={() => onMonth(shiftMonth(month, -1))}
          startIcon={<ChevronLeftIcon />}
          aria-label={`Previous month, ${monthTitle(shiftMonth(month, -1))}`}
        >
          Previous
        </Button>
        <Typography id="calendar-heading" variant="h5" component="h2" aria-live="polite">
          {title}
        </Typography>
        <Button
          onClick={() => onMonth(shiftMonth(month, 1))}
          endIcon={<ChevronRightIcon />}
          aria-label={`Next month, ${monthTitle(shiftMonth(month, 1))}`}
        >
          Next
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label="Loading releases" />}
      {error && <Alert severity="error">{error.message}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {data ? `${data.length} release${data.length === 1 ? '' : 's'} in ${title}` : ''}
      </Typography>
      {wide ? <CalendarMonthGrid month={month} days={days} /> : <CalendarWeekList month={month} days={days} />}
    </Stack>
  );
}
