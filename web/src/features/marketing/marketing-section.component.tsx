import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Feature {
  title: string;
  text: string;
}

/** A grid of short titled cards used by the marketing pages. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {features.map((f) => (
        <Paper key={f.title} variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {f.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {f.text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
