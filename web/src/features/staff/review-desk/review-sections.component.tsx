import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardSyncState, FileQualityReport as QualityReport } from '@wire';
import type { ReviewTrackView as ReviewTrack, ReviewView } from './review-detail.view';
import { hasQualityWarnings, qualitySummary } from './quality-words';
import { parentalAdvisoryLabel } from '@domain/credits';
import { formatIsrc } from '@domain/catalogue/isrc';
import { TrackAnalysis } from './track-analysis.component';
import { TrackFieldList } from './track-field-list.component';
import type { AiPart } from '@domain/release/ai-disclosure';
import { SentenceList } from '../../../components/sentence-list.component';

/** A file's quality check in plain words: what the file is against what stores ask for, then the server's warnings. */
export function QualityReportView({ report }: { report: QualityReport | null | undefined }) {
  if (!report) return null;
  const summary = qualitySummary(report);
  const warnings = report.warnings;
  return (
    <Box data-testid="quality-report">
      {/* gap, not spacing: spacing's margins indent a line that wraps. */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          label={hasQualityWarnings(report) ? `${warnings.length} quality ${warnings.length === 1 ? 'warning' : 'warnings'}` : 'Quality OK'}
          color={hasQualityWarnings(report) ? 'warning' : 'success'}
        />
        {summary && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {summary}
          </Typography>
        )}
      </Stack>
      {warnings.length > 0 && <SentenceList items={warnings} variant="body2" sx={{ m: 0, mt: 0.5, pl: 2.5 }} />}
    </Box>
  );
}

type Person = { firstName?: string; surname?: string; lastName?: string; percentage?: number | null };

function Credits({ credits }: { credits: ReviewTrack['credits'] }) {
  const lines: string[] = [];
  const people = (list: Person[], label: string) => {
    if (list.length === 0) return;
    lines.push(
      `${label}: ${list.map((p) => [p.firstName, p.surname ?? p.lastName].filter(Boolean).join(' ') + (typeof p.percentage === 'number' ? ` (${p.percentage}%)` : '')).join(', ')}`,
    );
  };
  if (credits.soloWork) lines.push('Solo work');
  people(credits.featuredArtists, 'Featured');
  people(credits.nonFeaturedArtists, 'Non-featured');
  people(credits.producers, 'Producers');
  people(credits.songwriters, 'Songwriters');
  people(credits.masterSplits, 'Master splits');
  if (credits.productionYear) lines.push(`Production year ${String(credits.productionYear)}`);
  if (typeof credits.parentalAdvisory === 'boolean') lines.push(`Parental advisory: ${parentalAdvisoryLabel(credits.parentalAdvisory)}`);
  return (
    <Box>
      {lines.map((l) => (
        <Typography key={l} variant="body2">
          {l}
        </Typography>
      ))}
    </Box>
  );
}

/** Each track: title, an audio player (range requests through the API), quality report, credits and splits. */
export function TrackReviews({ tracks, aiParts }: { tracks: ReviewTrack[]; aiParts?: Record<AiPart, boolean> }) {
  if (tracks.length === 0) return <Typography color="text.secondary">No tracks in this submission.</Typography>;
  return (
    <Stack spacing={2}>
      {tracks.map((track, i) => (
        <Box
          key={track.id || i}
          component="article"
          aria-label={`Track ${i + 1}: ${track.title}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            Track {i + 1}: {track.title}
          </Typography>
          {track.url && track.fileId ? (
            <TrackAnalysis fileId={track.fileId} url={track.url} title={track.title} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No audio file.
            </Typography>
          )}
          {track.fileName && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {track.fileName}
            </Typography>
          )}
          {track.quality && <QualityReportView report={track.quality} />}
          <TrackFieldList track={track} aiParts={aiParts} />
          <Credits credits={track.credits} />
        </Box>
      ))}
    </Stack>
  );
}

export function CatalogueItems({ items }: { items: ReviewView['catalogueItems'] }) {
  if (items.length === 0) return <Typography color="text.secondary">No catalogue transfer.</Typography>;
  return (
    <Stack spacing={1}>
      {items.map((item, i) => (
        <Stack key={item.clientId || i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {item.image && (
            <Box component="img" src={item.image} alt="" sx={{ width: 40, height: 40, borderRadius: 0.5, objectFit: 'cover' }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.title}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({item.type})
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.artist}
            </Typography>
            {(item.isrc || item.upc) && (
              <Typography variant="caption" sx={{ display: 'block' }}>
                {item.isrc ? `ISRC ${formatIsrc(item.isrc)}` : `UPC ${item.upc}`}
              </Typography>
            )}
            {item.spotifyUrl && (
              <Link
                href={item.spotifyUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="caption"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {item.spotifyUrl}
              </Link>
            )}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

export function BoardSync({ board }: { board: BoardSyncState }) {
  if (board.state === 'not-queued')
    return (
      <Typography variant="body2" color="text.secondary">
        Not mirrored to the board yet.
      </Typography>
    );
  const ok = board.state === 'synced';
  const lastError = board.job?.lastError;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={board.state} color={ok ? 'success' : lastError ? 'error' : 'default'} />
        {board.boardItemId && <Typography variant="body2">Item {board.boardItemId}</Typography>}
      </Stack>
      {board.job && (
        <Typography variant="caption" color="text.secondary">
          Attempts: {board.job.attempts}
        </Typography>
      )}
      {lastError && (
        <Typography variant="caption" color="error">
          {lastError}
        </Typography>
      )}
    </Stack>
  );
}
