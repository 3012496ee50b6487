import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdapterHealth } from '@wire';
import { CardHeading, CardList, ListCard } from './card-list.component';

/** One provider: its name, the adapter in use, up or down, and what the probe said. */
function providerCard(provider: AdapterHealth) {
  return (
    <ListCard key={provider.name}>
      <CardHeading>
        <Typography sx={{ fontWeight: 600 }}>{provider.name}</Typography>
        <Typography color="text.secondary" variant="body2">
          {provider.adapter}
        </Typography>
        <Chip size="small" color={provider.up ? 'success' : 'error'} label={provider.up ? 'Up' : 'Down'} />
      </CardHeading>
      {provider.detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
          {provider.detail}
        </Typography>
      )}
    </ListCard>
  );
}

/** The providers, a card each. */
export function ProviderHealth({ providers }: { providers: AdapterHealth[] }) {
  return <CardList items={providers} label="Providers" card={providerCard} />;
}
