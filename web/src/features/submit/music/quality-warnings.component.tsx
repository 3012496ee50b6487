import Alert from '@mui/material/Alert';

/** The quality report's warnings in plain words; they never stop the submission. */
export function QualityWarnings({ warnings, what }: { warnings: string[]; what: string }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {what} was accepted, with {warnings.length === 1 ? 'one thing' : `${warnings.length} things`} to check:
      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </Alert>
  );
}
