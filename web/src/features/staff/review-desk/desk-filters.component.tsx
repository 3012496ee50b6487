import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { SUBMISSION_STATUSES } from '@domain/status';
import type { DeskSortOrder, ReviewListQuery } from '@wire';
import { SearchField } from '../../../components/search-field.component';
import { SelectField, type SelectOption } from '../../../components/select-field.component';
import { statusOptions } from '../../../components/status/status-options';

/** The filter form as typed (the age is the select's text value). */
export interface DeskFilterForm {
  status: string;
  q: string;
  minAgeDays: string;
  /** '' or 'blocking' (a track's analysis found something stores would refuse). */
  findings: string;
  releaseFrom: string;
  releaseTo: string;
  sort: DeskSortOrder;
}

export const EMPTY_DESK_FILTERS: DeskFilterForm = {
  status: '',
  q: '',
  minAgeDays: '',
  findings: '',
  releaseFrom: '',
  releaseTo: '',
  sort: 'newest',
};

export function toListQuery(form: DeskFilterForm): ReviewListQuery {
  return {
    ...form,
    minAgeDays: form.minAgeDays ? Number(form.minAgeDays) : undefined,
    findings: form.findings === 'blocking' ? 'blocking' : undefined,
  };
}

interface Props {
  filters: DeskFilterForm;
  onChange(filters: DeskFilterForm): void;
  onApply(filters?: DeskFilterForm): void;
}

const shownEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

const STATUSES = [{ value: '', label: 'All statuses' }, ...statusOptions(SUBMISSION_STATUSES)];

const AGES = [
  { value: '', label: 'Any age' },
  { value: '5', label: '5+ days (due)' },
  { value: '8', label: '8+ days (overdue)' },
  { value: '11', label: '11+ days (waiting list overdue)' },
];

const FINDINGS = [
  { value: '', label: 'Any audio' },
  { value: 'blocking', label: 'Has blocking findings' },
];

const ORDERS: { value: DeskSortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first (longest waiting)' },
  { value: 'release-date', label: 'Release date (soonest first)' },
];

/** Search (artist, title, email), status, age against the review promise, release dates and order. */
export function DeskFilters({ filters, onChange, onApply }: Props) {
  const set = (patch: Partial<DeskFilterForm>, applyNow = false) => {
    const next = { ...filters, ...patch };
    onChange(next);
    if (applyNow) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  // A select that narrows the list at once, its empty choice ('All statuses', 'Any age') shown by name.
  const narrowing = (key: 'status' | 'minAgeDays' | 'findings', label: string, options: SelectOption[]) => (
    <SelectField
      size="small"
      label={label}
      value={filters[key] ?? ''}
      slotProps={shownEmpty}
      onChange={(e) => set({ [key]: e.target.value }, true)}
      options={options}
    />
  );
  const date = { slotProps: { inputLabel: { shrink: true } }, size: 'small' as const, type: 'date' };
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'center' }}
    >
      <SearchField
        label="Search artist, title or email"
        value={filters.q}
        onChange={(e) => set({ q: e.target.value })}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      {narrowing('status', 'Status', STATUSES)}
      {narrowing('minAgeDays', 'Waiting', AGES)}
      {narrowing('findings', 'Audio checks', FINDINGS)}
      <TextField {...date} label="Release from" value={filters.releaseFrom ?? ''} onChange={(e) => set({ releaseFrom: e.target.value })} />
      <TextField {...date} label="Release to" value={filters.releaseTo ?? ''} onChange={(e) => set({ releaseTo: e.target.value })} />
      <SelectField
        size="small"
        label="Order"
        value={filters.sort ?? 'newest'}
        onChange={(e) => set({ sort: e.target.value as DeskSortOrder }, true)}
        options={ORDERS}
      />
      <Button type="submit" variant="contained">
        Apply
      </Button>
    </Paper>
  );
}
