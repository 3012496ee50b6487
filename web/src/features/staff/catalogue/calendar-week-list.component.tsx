import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CalendarMonth, monthWeeks, shortDay } from '@domain/label-catalogue';
import { CalendarRelease, type ReleasesByDay } from './calendar-release.component';

/** On a phone: the month's weeks in turn, each listing only the days that have releases. */
export function CalendarWeekList({ month, days }: { month: CalendarMonth; days: ReleasesByDay }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {monthWeeks(month).map((week) => {
        const inMonth = week.filter((d) => d.inMonth);
        const busy = inMonth.filter((d) => days.has(d.day));
        const label = `Week of ${shortDay(inMonth[0].day)} – ${shortDay(inMonth[inMonth.length - 1].day)}`;
        return (
          <Paper key={week[0].day} variant="outlined" component="section" aria-label={label} sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {label}
            </Typography>
            {busy.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No releases
              </Typography>
            )}
            {busy.map(({ day }) => (
              <Box key={day} sx={{ mt: 1 }} data-day={day}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {shortDay(day)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {(days.get(day) ?? []).map((release) => (
                    <CalendarRelease key={release.id} release={release} />
                  ))}
                </Box>
              </Box>
            ))}
          </Paper>
        );
      })}
    </Box>
  );
}
