import TextField from '@mui/material/TextField';
import { TRANSFER_IDENTIFIERS } from '@domain/catalogue/transfer-identifiers';
import type { CatalogueItem } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useFieldCheck } from '../wizard/use-field-check.hook';

/** The identifier a transferred item keeps (a track's ISRC, an album's UPC): prefilled from the catalogue, editable. */
export function TransferIdentifierInput({ item, index }: { item: CatalogueItem; index: number }) {
  const { name, spec } = TRANSFER_IDENTIFIERS[item.type];
  const field = `catalogueItems[${index}].${name}`;
  const error = useWizardStore((s) => s.errors[field]);
  const clearError = useWizardStore((s) => s.clearError);
  const checkField = useFieldCheck();
  const update = useSubmissionFormStore((s) => s.update);
  const setValue = (value: string) =>
    update((form) => ({ ...form, catalogueItems: form.catalogueItems.map((i) => (i.id === item.id ? { ...i, [name]: value } : i)) }));
  return (
    <TextField
      label={`${spec.label} of ${item.title || 'this release'}`}
      required
      size="small"
      data-field={field}
      value={item[name] ?? ''}
      onChange={(e) => {
        setValue(e.target.value);
        clearError(field);
      }}
      onBlur={() => checkField(field)}
      error={!!error}
      helperText={error ?? `The ${spec.label} it already has, so its streams and playlists move with it`}
      slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
      sx={{ mt: 1, maxWidth: 360 }}
      fullWidth
    />
  );
}
