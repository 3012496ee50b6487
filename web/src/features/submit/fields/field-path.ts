/** The element that holds a field (every input's wrapper carries data-field). */
export function fieldElement(field: string): HTMLElement | null {
  const exact = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (exact) return exact;
  // A nested key with no own element (e.g. a songwriter's email) falls back to its nearest holder.
  const parts = field.split('.');
  for (let n = parts.length - 1; n > 0; n -= 1) {
    const holder = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(parts.slice(0, n).join('.'))}"]`);
    if (holder) return holder;
  }
  return null;
}

export function scrollToField(field: string): void {
  const element = fieldElement(field);
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element
    .querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, [role=combobox], button')
    ?.focus({ preventScroll: true });
}
