import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type CalendarMonth, monthWeeks, shortDay } from '@domain/label-catalogue';
import { CalendarRelease, type ReleasesByDay } from './calendar-release.component';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The month as a table of weeks, Monday first; each day names its releases. */
export function CalendarMonthGrid({ month, days }: { month: CalendarMonth; days: ReleasesByDay }) {
  return (
    <Paper variant="outlined">
      <Table aria-label="Release calendar" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {WEEKDAYS.map((day) => (
              <TableCell key={day} component="th" scope="col" abbr={day} sx={{ fontWeight: 600, px: 1 }}>
                {day.slice(0, 3)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {monthWeeks(month).map((week) => (
            <TableRow key={week[0].day}>
              {week.map(({ day, inMonth }) => {
                const releases = days.get(day) ?? [];
                return (
                  <TableCell
                    key={day}
                    sx={{ verticalAlign: 'top', height: 96, px: 1, bgcolor: inMonth ? undefined : 'action.hover' }}
                    data-day={day}
                  >
                    <Box component="span" sx={{ fontSize: 12, color: inMonth ? 'text.primary' : 'text.secondary' }}>
                      {shortDay(day)}
                    </Box>
                    {releases.length > 0 && (
                      <Box component="ul" aria-label={`Releases on ${shortDay(day)}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                        {releases.map((release) => (
                          <CalendarRelease key={release.id} release={release} />
                        ))}
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
