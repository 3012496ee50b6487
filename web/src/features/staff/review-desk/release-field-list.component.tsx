import Typography from '@mui/material/Typography';
import {
  RELEASE_FIELD_NAMES,
  RELEASE_FIELDS,
  type ReleaseFieldName,
  type ReleaseFields,
} from '../../../../../domain/release/release-fields';

/**
 * How the desk shows each declared release field: in the page's heading lines, or listed under them. A field added
 * in domain/release fails to compile until the desk places it.
 */
export const RELEASE_FIELDS_ON_DESK: Record<ReleaseFieldName, 'heading' | 'listed'> = {
  releaseType: 'heading',
  releaseTitle: 'heading',
  primaryGenre: 'heading',
  subGenre: 'heading',
  releaseDate: 'heading',
  earlyReleaseRequest: 'listed',
  earlyReleaseReason: 'listed',
  releaseStrategy: 'listed',
  fullReleaseDate: 'listed',
  pLineYear: 'listed',
  pLineOwner: 'listed',
  cLineYear: 'listed',
  cLineOwner: 'listed',
  labelName: 'listed',
  upc: 'listed',
};

const LISTED = RELEASE_FIELD_NAMES.filter((name) => RELEASE_FIELDS_ON_DESK[name] === 'listed');

const shown = (value: ReleaseFields[ReleaseFieldName]): string | null => {
  if (typeof value === 'boolean') return value ? 'Yes' : null;
  if (value === null || value === '') return null;
  return String(value);
};

/** The release's declared fields in words, one line each; blanks (the label's defaults) left out. */
export function ReleaseFieldList({ release }: { release: ReleaseFields }) {
  return LISTED.flatMap((name) => {
    const value = shown(release[name]);
    if (value === null) return [];
    return [
      <Typography key={name} variant="body2" color="text.secondary" data-release-field={name} sx={{ overflowWrap: 'anywhere' }}>
        {`${RELEASE_FIELDS[name].label}: ${value}`}
      </Typography>,
    ];
  });
}
