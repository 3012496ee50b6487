import { useState } from 'react';
import { PLACES_MESSAGES } from '@domain/places/places.messages';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { type ComboboxHandoff, NO_HANDOFF } from '../fields/combobox-handoff';
import { ComboboxPlaceholder } from '../fields/combobox-placeholder.component';
import { TwoColumns } from '../fields/two-columns.component';
import { useDeferredModule } from '../fields/use-deferred-module.hook';

const loadPickers = () => import('./location-pickers.component');

/**
 * Country pick-list and city field (public flow §2.4 step 1). The pick-lists and the country list load with the
 * first use of either field, or at once when a country is already chosen (its city suggestions are needed).
 */
export function LocationFields() {
  const country = useSubmissionFormStore((s) => s.form.country);
  const city = useSubmissionFormStore((s) => s.form.city);
  const patch = useSubmissionFormStore((s) => s.patch);
  const errors = useWizardStore((s) => s.errors);
  const clearError = useWizardStore((s) => s.clearError);
  const pickers = useDeferredModule(loadPickers, country !== '');
  const [handoff, setHandoff] = useState<ComboboxHandoff>(NO_HANDOFF);
  // What was typed into the country field before its pick-list arrived (none: it shows the chosen country).
  const [countryText, setCountryText] = useState<string | null>(null);

  if (pickers.module) return <pickers.module.LocationPickers handoff={handoff} countryText={countryText ?? ''} />;

  const wake = (next: ComboboxHandoff) => {
    setHandoff(next);
    pickers.request();
  };
  return (
    <TwoColumns>
      <ComboboxPlaceholder
        field="country"
        data-field="country"
        label="Country"
        required
        value={countryText ?? country}
        onType={setCountryText}
        onWake={wake}
        handoff={handoff}
        error={!!errors.country}
        helperText={errors.country}
      />
      <ComboboxPlaceholder
        field="city"
        data-field="city"
        label="City"
        required
        popupIcon={false}
        disabled={!country}
        value={city}
        onType={(value) => {
          patch({ city: value });
          clearError('city');
        }}
        onWake={wake}
        handoff={handoff}
        error={!!errors.city}
        helperText={errors.city ?? (!country ? PLACES_MESSAGES.selectCountryFirst : ' ')}
      />
    </TwoColumns>
  );
}
