import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdapterHealth } from '@wire';

/** One line per provider: its name, the adapter in use, up or down, and what the probe said. */
export function ProviderHealth({ providers }: { providers: AdapterHealth[] }) {
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Providers">
      {providers.map((provider) => (
        <Paper key={provider.name} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{provider.name}</Typography>
            <Typography color="text.secondary" variant="body2">
              {provider.adapter}
            </Typography>
            <Chip size="small" color={provider.up ? 'success' : 'error'} label={provider.up ? 'Up' : 'Down'} />
          </Stack>
          {provider.detail && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
              {provider.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
