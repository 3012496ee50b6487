import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { ArtistSuggestion } from '../../../gateway/catalogue.gateway';
import { type ComboboxHandoff, useTakeOverFocus } from '../fields/combobox-handoff';
import type { SearchState } from '../fields/use-debounced-search.hook';

export interface SpotifySearchProps {
  query: string;
  onQuery: (query: string) => void;
  search: SearchState<ArtistSuggestion>;
  onPick: (artist: ArtistSuggestion) => void;
  handoff: ComboboxHandoff;
}

/** 'Search for your artist name': the artists the search found, each with its picture. */
export function SpotifySearch({ query, onQuery, search, onPick, handoff }: SpotifySearchProps) {
  const [open, setOpen] = useState(handoff.field === 'spotifySearch' && handoff.open);
  const input = useRef<HTMLInputElement>(null);
  useTakeOverFocus(input, handoff, 'spotifySearch');
  return (
    <Autocomplete<ArtistSuggestion>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={search.results}
      loading={search.loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      inputValue={query}
      onInputChange={(_e, value, reason) => reason !== 'reset' && onQuery(value)}
      onChange={(_e, artist) => artist && onPick(artist)}
      noOptionsText={query.trim().length < 2 ? 'Type at least 2 characters' : (search.error ?? 'No artists found')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={option.image ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          label="Search for your artist name"
          helperText={search.error ?? 'Type at least 2 characters'}
          error={!!search.error}
        />
      )}
    />
  );
}
