import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CATALOGUE_MESSAGES } from '@domain/catalogue';
import { DISTRIBUTORS } from '@domain/taxonomy';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { CataloguePanel } from './catalogue-panel.component';

/** The current distributor and the catalogue panel (public flow §2.4 Transfer). */
export function TransferSection() {
  const distributor = useSubmissionFormStore((s) => s.form.distributor);
  const patch = useSubmissionFormStore((s) => s.patch);
  const error = useWizardStore((s) => s.errors.catalogueItems);
  return (
    <>
      <TextField
        select
        label="Current distributor"
        value={distributor}
        onChange={(e) => patch({ distributor: e.target.value })}
        sx={{ maxWidth: { sm: 420 } }}
      >
        {DISTRIBUTORS.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <CataloguePanel />
      {error && <Alert severity="error">{error}</Alert>}
      <Alert severity="info">{CATALOGUE_MESSAGES.noImmediateTransfer}</Alert>
    </>
  );
}
