import Chip from '@mui/material/Chip';
import type { ReviewListRow } from '@wire';

const COLOUR = { 'on-track': 'success', due: 'warning', overdue: 'error', decided: 'default', 'not-sent': 'default' } as const;

/** Days waiting against the review promise; overdue stands out in red. */
export function AgeChip({ age }: { age: ReviewListRow['age'] }) {
  if (!age) return null;
  const label =
    age.standing === 'not-sent'
      ? 'Not sent yet'
      : age.standing === 'decided'
        ? `${age.days} d`
        : age.standing === 'overdue'
          ? `${age.days} d · overdue`
          : `${age.days} d of ${age.promise.min}–${age.promise.max}`;
  return <Chip size="small" color={COLOUR[age.standing]} variant={age.standing === 'overdue' ? 'filled' : 'outlined'} label={label} />;
}
