import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATALOGUE_BADGES, CATALOGUE_MESSAGES } from '@domain/catalogue';
import type { CatalogueItem } from '../../../stores/submission-form.model';
import { TransferIdentifierInput } from './transfer-identifier-input.component';

const minutes = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;

function Details({ item }: { item: CatalogueItem }) {
  if (item.albumDetails) {
    const d = item.albumDetails;
    return (
      <Box sx={{ pl: { sm: 7 }, pt: 1 }}>
        <Typography variant="body2">
          Label: {d.label} · UPC: {d.upc || 'N/A'} · {d.totalTracks} tracks
        </Typography>
        {d.copyrights.length > 0 && (
          <Typography variant="caption" component="p">
            {d.copyrights.join(' · ')}
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {d.tracks.map((t) => (
            <Typography component="li" variant="body2" key={`${t.trackNumber}-${t.title}`}>
              {t.title} ({minutes(t.duration)}) · ISRC {t.isrc}
            </Typography>
          ))}
        </Box>
      </Box>
    );
  }
  const t = item.trackDetails;
  if (!t)
    return (
      <Typography variant="body2" sx={{ pl: { sm: 7 }, pt: 1 }}>
        No further details found.
      </Typography>
    );
  return (
    <Typography variant="body2" sx={{ pl: { sm: 7 }, pt: 1 }}>
      Album: {t.album} · Label: {t.label} · ISRC: {t.isrc} · UPC: {t.upc || 'N/A'} · {minutes(t.duration)}
    </Typography>
  );
}

/** 'Added Releases (count)' with expandable details (public flow §2.5). */
export function CatalogueList({
  items,
  expanded,
  onToggle,
  onRemove,
}: {
  items: CatalogueItem[];
  expanded: string[];
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {CATALOGUE_MESSAGES.addedReleases(items.length)}
      </Typography>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {CATALOGUE_MESSAGES.empty}
        </Typography>
      )}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            data-testid="catalogue-item"
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar variant="rounded" src={item.image || undefined} alt="" sx={{ width: 44, height: 44 }} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                {/* Title and artist wrap rather than clip: on a phone the buttons leave the title a few letters. */}
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                  <Chip size="small" label={CATALOGUE_BADGES[item.type]} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {item.artist}
                  {item.releaseDate ? ` · ${item.releaseDate}` : ''}
                </Typography>
              </Box>
              <IconButton
                aria-label={`${expanded.includes(item.id) ? 'Hide' : 'Show'} details of ${item.title}`}
                onClick={() => onToggle(item.id)}
              >
                {expanded.includes(item.id) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
              <IconButton aria-label={`Remove ${item.title}`} onClick={() => onRemove(item.id)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <TransferIdentifierInput item={item} index={index} />
            <Collapse in={expanded.includes(item.id)}>
              <Details item={item} />
            </Collapse>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
