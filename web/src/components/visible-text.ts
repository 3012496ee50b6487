import type { ChangeEvent } from 'react';
import { withoutInvisibleCharacters } from '@domain/shared';

/** What was typed or pasted, without the invisible characters the API strips too (domain/shared text-safety). */
export function visibleText<E extends ChangeEvent<HTMLInputElement | HTMLTextAreaElement>>(e: E): E {
  const cleaned = withoutInvisibleCharacters(e.target.value);
  if (cleaned !== e.target.value) e.target.value = cleaned;
  return e;
}
