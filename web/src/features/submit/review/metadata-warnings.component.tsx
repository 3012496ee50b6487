import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { checkMetadata, metadataSubjectOf } from '@domain/metadata';
import { includesNewMusic } from '@domain/release';
import type { SubmissionForm } from '../../../stores/submission-form.model';

/** Store style-guide warnings on the review step: they never block sending, but each says what stores would refuse. */
export function MetadataWarnings({ form }: { form: SubmissionForm }) {
  if (!includesNewMusic(form.uploadType)) return null;
  const warnings = checkMetadata(metadataSubjectOf(form));
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="metadata-warnings">
      <AlertTitle>Before you send: store style guides</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w) => (
          <li key={`${w.ruleId}-${w.field}`}>{w.message}</li>
        ))}
      </Box>
    </Alert>
  );
}
