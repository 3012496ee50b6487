import { checkNoteTemplate, isPermutationOf, NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk/note-templates';
import { checkSavedFilterName, SAVED_FILTER_MESSAGES } from '../../../domain/staff-desk/saved-filters';

describe('saved filter names', () => {
  it('are trimmed, required and at most 60 characters', () => {
    expect(checkSavedFilterName('  Overdue  ')).toEqual({ ok: true, name: 'Overdue' });
    expect(checkSavedFilterName(' ')).toEqual({ ok: false, message: SAVED_FILTER_MESSAGES.nameRequired });
    expect(checkSavedFilterName('x'.repeat(60))).toMatchObject({ ok: true });
    expect(checkSavedFilterName('x'.repeat(61))).toEqual({ ok: false, message: SAVED_FILTER_MESSAGES.nameTooLong });
  });
});

describe('note templates', () => {
  it('take a known field kind and a trimmed note of at most 1000 characters', () => {
    expect(checkNoteTemplate({ fieldKind: 'artwork', body: ' Square, please. ' })).toEqual({
      ok: true,
      fieldKind: 'artwork',
      body: 'Square, please.',
    });
    expect(checkNoteTemplate({ fieldKind: 'mood', body: 'x' })).toEqual({ ok: false, message: NOTE_TEMPLATE_MESSAGES.unknownKind('mood') });
    expect(checkNoteTemplate({ fieldKind: 'any', body: '' })).toEqual({ ok: false, message: NOTE_TEMPLATE_MESSAGES.bodyRequired });
    expect(checkNoteTemplate({ fieldKind: 'any', body: 'x'.repeat(1001) })).toEqual({
      ok: false,
      message: NOTE_TEMPLATE_MESSAGES.bodyTooLong,
    });
  });

  it('are reordered only by a list naming each once', () => {
    expect(isPermutationOf(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isPermutationOf(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
