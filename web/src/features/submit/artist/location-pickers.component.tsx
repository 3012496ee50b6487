import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useRef, useState } from 'react';
import { COUNTRIES, countryCode, matchCities, PLACES_MESSAGES, type Country } from '@domain/places';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { type ComboboxHandoff, useTakeOverFocus } from '../fields/combobox-handoff';
import { TwoColumns } from '../fields/two-columns.component';
import { loadCountryCities } from './city-suggestions.loader';

/** Heights of the open pick-lists (public flow §9). */
const COUNTRY_LIST_HEIGHT_PX = 240;
const CITY_LIST_HEIGHT_PX = 200;

const listHeight = (maxHeight: number) => ({ listbox: { style: { maxHeight } } });

interface PickerInputProps {
  params: AutocompleteRenderInputParams;
  inputRef: Ref<HTMLInputElement>;
  /** Named for the wizard's move to the first field in error. */
  field: 'country' | 'city';
  label: string;
  error: string | undefined;
  /** The error when absent. */
  helperText?: string;
}

/** A pick-list's required text field. */
function PickerInput({ params, field, error, helperText = error, ...shown }: PickerInputProps) {
  return <TextField {...params} {...shown} data-field={field} required error={!!error} helperText={helperText} />;
}

/** The picked country's city names once loaded; a failed load leaves an empty list (a custom city can be typed). */
function useCountryCities(country: string): readonly string[] | null {
  const code = countryCode(country);
  const { data, isError } = useQuery({
    queryKey: ['cities', code],
    queryFn: () => loadCountryCities(code ?? ''),
    enabled: !!code,
    staleTime: Infinity,
  });
  if (!code || isError) return []; // no country (the field is disabled), one without a list, or a failed load: custom cities only
  return data ?? null;
}

/** A list that opens when the handoff asked for it, then as MUI Autocomplete opens and closes it. */
function useListOpen(handoff: ComboboxHandoff, field: string) {
  const [open, setOpen] = useState(handoff.field === field && handoff.open);
  return { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
}

/**
 * Country pick-list and a city field with suggestions; only the picked country's cities are downloaded. `countryText`
 * is what was typed into the country field before this arrived.
 */
export function LocationPickers({ handoff, countryText }: { handoff: ComboboxHandoff; countryText: string }) {
  const country = useSubmissionFormStore((s) => s.form.country);
  const city = useSubmissionFormStore((s) => s.form.city);
  const patch = useSubmissionFormStore((s) => s.patch);
  const errors = useWizardStore((s) => s.errors);
  const clearError = useWizardStore((s) => s.clearError);
  const cities = useCountryCities(country);
  const selected = COUNTRIES.find((c) => c.name === country) ?? null;
  const [countryInput, setCountryInput] = useState(countryText);
  // The text typed before the pick-list arrived survives its first reset to the (empty) value.
  const keepTyped = useRef(countryText !== '');
  const countryList = useListOpen(handoff, 'country');
  const cityList = useListOpen(handoff, 'city');
  const countryRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLInputElement>(null);
  useTakeOverFocus(countryRef, handoff, 'country');
  useTakeOverFocus(cityRef, handoff, 'city');

  const cityOptions = cities && country ? matchCities(cities, city).cities : [];
  const cityMessage = !country ? PLACES_MESSAGES.selectCountryFirst : cities ? PLACES_MESSAGES.noCities : 'Loading cities...';
  const cityHelp =
    errors.city ?? (!country ? PLACES_MESSAGES.selectCountryFirst : cityOptions.length === 0 && city ? PLACES_MESSAGES.noCities : ' ');

  return (
    <TwoColumns>
      <Autocomplete<Country>
        {...countryList}
        options={COUNTRIES as Country[]}
        value={selected}
        getOptionLabel={(c) => c.name}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        inputValue={countryInput}
        onInputChange={(_e, value, reason) => {
          const typedFirst = keepTyped.current && reason === 'reset';
          keepTyped.current = false;
          if (!typedFirst) setCountryInput(value);
        }}
        onChange={(_e, c) => {
          patch({ country: c?.name ?? '', city: '' });
          clearError('country');
        }}
        noOptionsText={PLACES_MESSAGES.noCountries}
        slotProps={listHeight(COUNTRY_LIST_HEIGHT_PX)}
        renderInput={(params) => (
          <PickerInput params={params} inputRef={countryRef} field="country" label="Country" error={errors.country} />
        )}
      />
      <Autocomplete<string, false, false, true>
        {...cityList}
        freeSolo
        disabled={!country}
        options={cityOptions as string[]}
        filterOptions={(x) => x}
        inputValue={city}
        onInputChange={(_e, value) => {
          patch({ city: value });
          clearError('city');
        }}
        noOptionsText={cityMessage}
        slotProps={listHeight(CITY_LIST_HEIGHT_PX)}
        renderInput={(params) => (
          <PickerInput params={params} inputRef={cityRef} field="city" label="City" error={errors.city} helperText={cityHelp} />
        )}
      />
    </TwoColumns>
  );
}
