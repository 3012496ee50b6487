/** A moment as staff pages write it: date and time of day, in the portal's English. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
