import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { AudioAnalysis } from '@wire';
import { MASTERING_LIMITS, STORE_LOUDNESS_TARGETS } from '@domain/files/store-targets';
import { useAudioAnalysis } from '../../../queries/audio-analysis.query';
import { Waveform } from './waveform.component';

const SEVERITY = { blocking: 'error', advice: 'warning', pass: 'success' } as const;
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;

/** Loudness and true peak beside the stores' targets. */
function Badges({ analysis }: { analysis: AudioAnalysis }) {
  const lufs = analysis.integratedLufs;
  const peak = analysis.truePeakDbtp;
  const loudest = Math.max(...STORE_LOUDNESS_TARGETS.map((t) => t.playsAtLufs));
  const targets = STORE_LOUDNESS_TARGETS.map((t) => `${t.store} ${signed(t.playsAtLufs)}`).join(' · ');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="loudness-badges">
      <Chip
        size="small"
        label={lufs === null ? 'Silent' : `${signed(lufs)} LUFS`}
        color={lufs !== null && lufs - loudest > MASTERING_LIMITS.turnDownToleranceLu ? 'warning' : 'success'}
      />
      <Chip
        size="small"
        label={peak === null ? 'No peak' : `${signed(peak)} dBTP`}
        color={peak !== null && peak > MASTERING_LIMITS.truePeakCeilingDbtp ? 'warning' : 'success'}
      />
      <Chip size="small" variant="outlined" label={`LRA ${analysis.loudnessRangeLu.toFixed(1)} LU`} />
      <Typography variant="caption" color="text.secondary">
        Stores play at: {targets} LUFS; true peak ≤ {signed(MASTERING_LIMITS.truePeakCeilingDbtp)} dBTP
      </Typography>
    </Stack>
  );
}

/** One track for staff: its waveform (peaks from the analysis), a player that seeks from it, the badges and the findings. */
export function TrackAnalysis({ fileId, url, title }: { fileId: string; url: string; title: string }) {
  const answer = useAudioAnalysis(fileId, null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [progress, setProgress] = useState(0);
  const seek = (fraction: number) => {
    const media = audio.current;
    if (!media || !Number.isFinite(media.duration)) return;
    media.currentTime = fraction * media.duration;
    setProgress(fraction);
  };
  const analysis = answer?.status === 'done' ? answer.analysis : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="track-analysis">
      {analysis && <Waveform peaks={analysis.peaks} progress={progress} onSeek={seek} label={`Seek in ${title}`} />}
      <Box
        component="audio"
        ref={audio}
        controls
        preload="metadata"
        src={url}
        aria-label={`Play ${title}`}
        onTimeUpdate={(event: React.SyntheticEvent<HTMLAudioElement>) => {
          const media = event.currentTarget;
          if (Number.isFinite(media.duration) && media.duration > 0) setProgress(media.currentTime / media.duration);
        }}
        sx={{ width: '100%' }}
      />
      {answer?.status === 'pending' && (
        <Typography variant="body2" color="text.secondary">
          Analysis in progress…
        </Typography>
      )}
      {answer?.status === 'failed' && <Alert severity="info">{answer.message}</Alert>}
      {analysis && <Badges analysis={analysis} />}
      {answer?.findings
        .filter((f) => f.level !== 'pass')
        .map((finding) => (
          <Alert key={finding.check} severity={SEVERITY[finding.level]} data-level={finding.level} sx={{ py: 0 }}>
            {finding.message}
          </Alert>
        ))}
    </Box>
  );
}
