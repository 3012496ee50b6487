const REFERENCE_PREFIX = 'HS-';
const REFERENCE_LENGTH = 8;

/**
 * The reference an artist quotes about a sent release: the start of its submission id, upper-cased (ids are UUIDs,
 * so 8 hex digits tell the label's submissions apart). Null for anything that is not such an id.
 */
export function submissionReference(submissionId: string | null | undefined): string | null {
  const plain = (submissionId ?? '').replace(/-/g, '');
  if (!/^[0-9a-z]+$/i.test(plain) || plain.length < REFERENCE_LENGTH) return null;
  return `${REFERENCE_PREFIX}${plain.slice(0, REFERENCE_LENGTH).toUpperCase()}`;
}
