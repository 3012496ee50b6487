import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import type { CatalogueRelease } from '@wire';
import { CATALOGUE_STAGE_LABELS } from '@domain/label-catalogue';

/** Releases of the month by day ('YYYY-MM-DD' → releases). */
export type ReleasesByDay = ReadonlyMap<string, CatalogueRelease[]>;

const STAGE_BORDER = { approved: 'info.main', delivered: 'primary.main', live: 'success.main' } as const;

/** One release on a calendar day: its title (to the desk), artist and stage in words. */
export function CalendarRelease({ release }: { release: CatalogueRelease }) {
  return (
    <Box
      component="li"
      sx={{ borderLeft: 3, borderColor: release.stage ? STAGE_BORDER[release.stage] : 'divider', pl: 0.75, mb: 0.5, fontSize: 13 }}
    >
      <Link component={RouterLink} to={`/staff/review/${release.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {release.releaseTitle || 'Untitled Release'}
      </Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {release.artistName}
        {release.stage ? ` · ${CATALOGUE_STAGE_LABELS[release.stage]}` : ''}
      </Box>
    </Box>
  );
}
