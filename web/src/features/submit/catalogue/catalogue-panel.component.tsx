import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { autoExpandsOnAdd, CATALOGUE_BADGES, CATALOGUE_MESSAGES, catalogueLinkToAdd, LOOKUP_MESSAGES, spotifyUrl } from '@domain/catalogue';
import { SPOTIFY_MESSAGES } from '@domain/catalogue';
import { TOAST_DURATION_MS, TRANSFER_WEEKS } from '@domain/shared';
import { type Choice, ChoiceButtons } from '../../../components/choice-buttons.component';
import type { MusicSearchResult } from '../../../gateway/catalogue.gateway';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useCatalogueItem, useMusicSearch } from '../api/catalogue.api';
import type { CatalogueSeed } from './catalogue-item.builder';
import { CatalogueList } from './catalogue-list.component';

const HOW_IT_WORKS = `We ask your current distributor to take the release down and put it back out with us on better terms. Streams, followers and playlists stay intact; it usually takes ${TRANSFER_WEEKS.min}-${TRANSFER_WEEKS.max} weeks.`;

const ADD_MODES: readonly Choice<'search' | 'url'>[] = [
  { value: 'search', label: CATALOGUE_MESSAGES.searchMode },
  { value: 'url', label: SPOTIFY_MESSAGES.enterUrlMode },
];

/** 'Add your release from Spotify': search or paste a link, then the added list (public flow §2.5). */
export function CataloguePanel() {
  const catalogueItem = useCatalogueItem();
  const items = useSubmissionFormStore((s) => s.form.catalogueItems);
  const update = useSubmissionFormStore((s) => s.update);
  const clearListError = useWizardStore((s) => s.clearError);
  const [mode, setMode] = useState<'search' | 'url'>('search');
  const [query, setQuery] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One lookup at a time: an Enter pressed again before the first answer must not add the release twice.
  const inFlight = useRef(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [toast, setToast] = useState<string | null>(null);
  const search = useMusicSearch(query, mode === 'search');

  const add = async (seed: CatalogueSeed) => {
    if (inFlight.current) return;
    const refused = catalogueLinkToAdd(seed.url, items);
    if ('error' in refused) return setError(refused.error);
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const item = await catalogueItem.mutateAsync(seed);
      update((f) => ({ ...f, catalogueItems: [...f.catalogueItems, item] }));
      // 'Please add at least one release' no longer holds once one is added.
      clearListError('catalogueItems');
      if (autoExpandsOnAdd(item.type, !!(item.albumDetails ?? item.trackDetails))) setExpanded((e) => [...e, item.id]);
      setToast(`Added "${item.title || 'release'}"`);
      setQuery('');
      setUrl('');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : CATALOGUE_MESSAGES.addFailed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const addUrl = () => {
    const parsed = catalogueLinkToAdd(url, items);
    if ('error' in parsed) return setError(parsed.error);
    void add({ type: parsed.link.type as 'track' | 'album', id: parsed.link.id, url: spotifyUrl(parsed.link) });
  };

  return (
    <Stack spacing={2} data-field="catalogueItems">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {CATALOGUE_MESSAGES.heading}
        </Typography>
        <Tooltip title={HOW_IT_WORKS} enterTouchDelay={0}>
          <Button size="small" startIcon={<InfoOutlinedIcon />} sx={{ textTransform: 'none' }}>
            {CATALOGUE_MESSAGES.howItWorks}
          </Button>
        </Tooltip>
      </Stack>
      <ChoiceButtons
        label="How to add a release"
        value={mode}
        choices={ADD_MODES}
        onChange={(m) => {
          // Switching mode clears the other mode's input and error.
          setMode(m);
          setQuery('');
          setUrl('');
          setError(null);
        }}
      />
      {mode === 'search' ? (
        <Autocomplete<MusicSearchResult>
          options={search.results}
          loading={search.loading}
          filterOptions={(x) => x}
          getOptionLabel={(o) => `${o.title} — ${o.artist}`}
          inputValue={query}
          value={null}
          onInputChange={(_e, v, reason) => reason === 'input' && setQuery(v)}
          onChange={(_e, r) =>
            r &&
            void add({ type: r.type, id: r.id, url: r.url, title: r.title, artist: r.artist, image: r.image, releaseDate: r.releaseDate })
          }
          noOptionsText={query.trim().length < 2 ? 'Type at least 2 characters' : (search.error ?? 'No matches')}
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar variant="rounded" src={o.image ?? undefined} alt="" sx={{ width: 36, height: 36 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography noWrap>
                  {o.title}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {CATALOGUE_BADGES[o.type]}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {o.artist}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label={CATALOGUE_MESSAGES.searchLabel} />}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            fullWidth
            label="Spotify track or album URL"
            placeholder="https://open.spotify.com/album/..."
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => e.key === 'Enter' && addUrl()}
          />
          <Button variant="contained" onClick={addUrl} disabled={busy} sx={{ height: 56, minWidth: 96 }}>
            Add
          </Button>
        </Stack>
      )}
      {busy && (
        <Typography variant="body2" role="status">
          Adding...
        </Typography>
      )}
      {(error ?? (mode === 'search' && search.error)) && (
        <Alert severity="error">{error ?? search.error ?? LOOKUP_MESSAGES.searchFailed}</Alert>
      )}
      <CatalogueList
        items={items}
        expanded={expanded}
        onToggle={(id) => setExpanded((e) => (e.includes(id) ? e.filter((x) => x !== id) : [...e, id]))}
        onRemove={(id) => update((f) => ({ ...f, catalogueItems: f.catalogueItems.filter((i) => i.id !== id) }))}
      />
      <Snackbar open={toast !== null} autoHideDuration={TOAST_DURATION_MS} onClose={() => setToast(null)} message={toast} />
    </Stack>
  );
}
