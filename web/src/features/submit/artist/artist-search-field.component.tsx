import { useState } from 'react';
import { type ComboboxHandoff, NO_HANDOFF } from '../fields/combobox-handoff';
import { ComboboxPlaceholder } from '../fields/combobox-placeholder.component';
import { useDeferredModule } from '../fields/use-deferred-module.hook';
import type { SpotifySearchProps } from './spotify-search.component';

const loadSearch = () => import('./spotify-search.component');

/** 'Search for your artist name': its pick-list loads with the first use of the field. */
export function ArtistSearchField(props: Omit<SpotifySearchProps, 'handoff'>) {
  const searchField = useDeferredModule(loadSearch);
  const [handoff, setHandoff] = useState<ComboboxHandoff>(NO_HANDOFF);
  if (searchField.module) return <searchField.module.SpotifySearch {...props} handoff={handoff} />;
  return (
    <ComboboxPlaceholder
      field="spotifySearch"
      label="Search for your artist name"
      value={props.query}
      onType={props.onQuery}
      onWake={(next) => {
        setHandoff(next);
        searchField.request();
      }}
      handoff={handoff}
      helperText={props.search.error ?? 'Type at least 2 characters'}
      error={!!props.search.error}
    />
  );
}
