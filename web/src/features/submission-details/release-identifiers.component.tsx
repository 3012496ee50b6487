import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReleaseIdentifiersView } from '@wire';
import { Fact, FactList } from '../../components/fact-list.component';

const CODE = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** The UPC and ISRCs approval assigned, for the artist's own records and their collecting societies. */
export function ReleaseIdentifiers({ identifiers }: { identifiers: ReleaseIdentifiersView }) {
  return (
    <Box component="section" aria-labelledby="store-identifiers">
      <Typography variant="h6" component="h2" id="store-identifiers" gutterBottom>
        Store identifiers
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The codes the stores know this release and its tracks by. Quote them to your collecting society or when you ask us about sales.
      </Typography>
      <FactList>
        <Fact term="UPC">
          <Box component="span" sx={CODE}>
            {identifiers.upc ?? 'Not assigned yet'}
          </Box>
        </Fact>
        {identifiers.tracks.map((track) => (
          <Fact key={track.position} term={`${track.position + 1}. ${track.title}`}>
            <Box component="span" sx={CODE}>
              {track.isrc ?? 'Not assigned yet'}
            </Box>
          </Fact>
        ))}
      </FactList>
    </Box>
  );
}
