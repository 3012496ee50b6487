import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AudioAnalysisAnswer, Finding } from '@wire';

const SEVERITY = { blocking: 'error', advice: 'warning', pass: 'success' } as const;

function TechnicalDetails({ answer }: { answer: AudioAnalysisAnswer }) {
  const [open, setOpen] = useState(false);
  const figures = answer.analysis
    ? {
        integratedLufs: answer.analysis.integratedLufs,
        loudnessRangeLu: answer.analysis.loudnessRangeLu,
        truePeakDbtp: answer.analysis.truePeakDbtp,
        clipRuns: answer.analysis.clipRuns,
        dcOffsetPercent: answer.analysis.dcOffsetPercent,
      }
    : {};
  const rows = Object.entries({ ...answer.details, ...figures });
  return (
    <Box>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide technical details' : 'Show technical details'}
      </Button>
      <Collapse in={open}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, fontSize: 13 }}>
          {rows.map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {name}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {String(value)}
              </Box>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/** The analysis of an uploaded WAV in plain words: what the stores will do with it, and what to look at. */
export function AudioFindings({ answer }: { answer: AudioAnalysisAnswer | null }) {
  if (!answer || answer.status === 'none') return null;
  if (answer.status === 'pending')
    return (
      <Box sx={{ mt: 1 }} data-testid="audio-analysis-pending">
        <Typography variant="body2" color="text.secondary">
          {answer.message}
        </Typography>
        <LinearProgress sx={{ mt: 0.5 }} aria-label={answer.message ?? 'Checking the audio'} />
      </Box>
    );
  if (answer.status === 'failed')
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {answer.message}
      </Alert>
    );
  // What needs a look and true peak always (−1.2 dBTP is worth knowing too); the loudness when nothing needs a look.
  const anyWorth = answer.findings.some((f) => f.level !== 'pass');
  const shown: Finding[] = answer.findings.filter(
    (f) => f.level !== 'pass' || f.check === 'true-peak' || (!anyWorth && f.check === 'loudness'),
  );
  return (
    <Box sx={{ mt: 1 }} data-testid="audio-findings">
      {shown.map((finding) => (
        <Alert key={finding.check} severity={SEVERITY[finding.level]} sx={{ mt: 0.5 }} data-level={finding.level}>
          {finding.message}
        </Alert>
      ))}
      <TechnicalDetails answer={answer} />
    </Box>
  );
}
