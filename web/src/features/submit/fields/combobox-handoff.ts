import { type RefObject, useEffect, useState } from 'react';

/** How the artist was using a stand-in field when the real pick-list arrived, so it carries on from there. */
export interface ComboboxHandoff {
  field: string;
  /** A click or typing asked for the list. */
  open: boolean;
  /** The field had the keyboard focus. */
  focused: boolean;
}

export const NO_HANDOFF: ComboboxHandoff = { field: '', open: false, focused: false };

/** The real field takes over the stand-in's focus, with the caret after the text typed so far. */
export function useTakeOverFocus(input: RefObject<HTMLInputElement | null>, handoff: ComboboxHandoff, field: string): void {
  // Only the handoff of the first render counts: later focus is the artist's.
  const [first] = useState(handoff);
  useEffect(() => {
    const element = input.current;
    if (!element || first.field !== field || !first.focused) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [input, first, field]);
}
