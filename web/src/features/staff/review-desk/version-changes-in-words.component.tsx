import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewDetailResponse } from '@wire';
import { storedFileUrl } from '@domain/files';
import type { FieldChange } from '@domain/versions';
import { changeLabel, visibleChanges } from './version-change-words';
import { when } from '../when';

function ArtworkPair({ change }: { change: FieldChange }) {
  const side = (id: string, which: string) =>
    id ? (
      <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Box
          component="img"
          src={storedFileUrl(id)}
          alt={`Artwork ${which}`}
          sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
        />
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {which}
        </Typography>
      </Box>
    ) : (
      <Typography variant="body2">(no artwork {which})</Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {side(change.before, 'before')}
      <span aria-hidden="true">→</span>
      {side(change.after, 'after')}
    </Box>
  );
}

/** What the latest version changed, each field named in words, old and new side by side; artwork as both pictures. */
export function VersionChangesInWords({ versions, changes }: Pick<ReviewDetailResponse, 'versions' | 'changes'>) {
  const latest = versions[versions.length - 1];
  const shown = visibleChanges(changes);
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Version {latest.version}, sent {when(latest.createdAt)}: {shown.length} change(s) since version {latest.version - 1}.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Changes in this version">
        {shown.map((c) => (
          <Box component="li" key={c.field} sx={{ overflowWrap: 'anywhere' }} data-field={c.field}>
            {c.field === 'artworkFileId' ? (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Artwork replaced
                </Typography>
                <ArtworkPair change={c} />
              </>
            ) : (
              <Typography variant="body2">
                {changeLabel(c.field)}:{' '}
                <Box component="del" sx={{ color: 'error.main' }}>
                  {c.before ? `"${c.before}"` : '(empty)'}
                </Box>{' '}
                →{' '}
                <Box component="ins" sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 600 }}>
                  {c.after ? `"${c.after}"` : '(empty)'}
                </Box>
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
