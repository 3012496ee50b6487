/** A declared field's value as a person reads it: a ticked flag 'Yes', an unticked one `no` (null: left out), a blank null. */
export function fieldValueInWords(value: string | number | boolean | null, no: string | null): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : no;
  if (value === null || value === '') return null;
  return String(value);
}
