type TextField = HTMLInputElement | HTMLTextAreaElement;

function typedBeforeHydration(scope: ParentNode): [TextField, string][] {
  return [...scope.querySelectorAll<TextField>('input, textarea')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Text typed into a prerendered page before React has taken it over sits only in the DOM: React's state does not
 * know it and the next render would blank the field. Each such field is handed to React as the input event it
 * missed, so its onChange stores the text. All are read first: the render after one event blanks the others.
 */
export function replayEarlyInput(scope: ParentNode): void {
  for (const [field, typed] of typedBeforeHydration(scope)) {
    const prototype = Object.getPrototypeOf(field) as TextField;
    // Through the element's own setter React records the field as blank; through the prototype's it does not, so the
    // input event below reads as a change from blank to the typed text.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
