import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DASHBOARD_TABS } from '@domain/dashboard';

interface Props {
  /** The artist's name once the profile has arrived. */
  name?: string;
  /** The open tab; `false` before the page knows it (its first screen), which selects none. */
  tab: number | false;
  onTabChange?(tab: number): void;
  /** Between the tabs and the open panel (the load failure). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The dashboard's heading, tabs and open panel: the same boxes with or without the artist's reads. */
export function DashboardShell({ name, tab, onTabChange, notice, children }: Props) {
  const panel = tab === false ? undefined : tab;
  return (
    <Container maxWidth="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Welcome{name ? `, ${name}` : ''}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, next: number) => onTabChange?.(next)}
          aria-label="Dashboard sections"
          variant="fullWidth"
          sx={{ maxWidth: 480 }}
        >
          {DASHBOARD_TABS.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`dashboard-tab-${index}`}
              aria-controls={panel === undefined ? undefined : `dashboard-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {notice}
      {panel === undefined ? (
        <Box>{children}</Box>
      ) : (
        <Box role="tabpanel" id={`dashboard-panel-${panel}`} aria-labelledby={`dashboard-tab-${panel}`}>
          {children}
        </Box>
      )}
    </Container>
  );
}
