import { checkNoteTemplate, type NoteTemplateFieldKind } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';

/** The template as the domain accepts it, or an 'invalid' refusal with the domain's message. */
export function checkedTemplate(input: { fieldKind: string; body: string }): { fieldKind: NoteTemplateFieldKind; body: string } {
  const checked = checkNoteTemplate(input);
  if (!checked.ok) throw new AppError('invalid', checked.message);
  return { fieldKind: checked.fieldKind, body: checked.body };
}
