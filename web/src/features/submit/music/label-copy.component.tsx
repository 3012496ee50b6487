import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RELEASE_FIELDS, type ReleaseFieldName } from '@domain/release/release-fields';
import { useLabelName } from '../../../queries/portal-config.query';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { useStepForm } from '../fields/use-step-form.hook';
import { useFieldCheck } from '../wizard/use-field-check.hook';
import { LABEL_COPY_SECTION_FIELDS } from './release-field-inputs';

/** What a blank field stands for: the label's defaults, shown as the placeholder. */
function placeholderOf(name: ReleaseFieldName, form: SubmissionForm, labelName: string): string {
  const releaseYear = /^\d{4}/.exec(form.releaseDate)?.[0] ?? String(new Date().getFullYear());
  switch (name) {
    case 'pLineYear':
    case 'cLineYear':
      return releaseYear;
    case 'upc':
      return 'Assigned by the label';
    case 'pLineOwner':
    case 'cLineOwner':
      return form.labelName.trim() || labelName;
    case 'labelName':
      return labelName;
    default:
      return '';
  }
}

/** The ℗ and © lines: a narrow year beside its owner; every other field takes half a row. */
const IN_A_LINE: ReadonlySet<ReleaseFieldName> = new Set<ReleaseFieldName>(['pLineYear', 'pLineOwner', 'cLineYear', 'cLineOwner']);

function valueOf(raw: string, name: ReleaseFieldName): Partial<SubmissionForm> {
  if (RELEASE_FIELDS[name].kind !== 'year') return { [name]: raw };
  const digits = raw.replace(/\D/g, '');
  return { [name]: digits ? Number(digits) : null };
}

/** ℗ and © lines, label name and the artist's own UPC a store shows: optional, blank means the label's defaults. */
export function LabelCopy() {
  const { form, patch, errors, clearError } = useStepForm();
  const checkField = useFieldCheck();
  const labelName = useLabelName();
  return (
    <Box component="section" aria-labelledby="label-copy-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="label-copy-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Label copy (optional)
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Leave a field blank to use the label&apos;s default, shown in grey: the release year, {labelName}, and a UPC we assign.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '96px 1fr', sm: '110px 1fr 110px 1fr' }, gap: 1.5 }}>
        {LABEL_COPY_SECTION_FIELDS.map((name) => {
          const spec = RELEASE_FIELDS[name];
          const year = spec.kind === 'year';
          return (
            <TextField
              key={name}
              size="small"
              label={spec.label}
              data-field={name}
              value={String(form[name] ?? '')}
              placeholder={placeholderOf(name, form, labelName)}
              onChange={(e) => {
                patch(valueOf(e.target.value, name));
                clearError(name);
              }}
              onBlur={() => checkField(name)}
              error={!!errors[name]}
              helperText={errors[name]}
              sx={IN_A_LINE.has(name) ? undefined : { gridColumn: { xs: '1 / -1', sm: 'span 2' } }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: year ? { inputMode: 'numeric', maxLength: 4 } : { maxLength: 'maxLength' in spec ? spec.maxLength : undefined },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
