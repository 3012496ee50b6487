import { includesNewMusic, includesTransfer, UPLOAD_TYPE_LABELS } from '../../../domain/release';
import { itAcceptsAndRejects } from '../support/rule-cases';

describe('upload types', () => {
  it('labels each upload type', () => {
    expect(UPLOAD_TYPE_LABELS).toEqual({ 'new-music': 'Release New Music', transfer: 'Transfer Existing', both: 'Both Options' });
  });

  describe('new music', () => {
    itAcceptsAndRejects(includesNewMusic, { accepts: ['new-music', 'both'], rejects: ['transfer', null] });
  });

  describe('a transfer', () => {
    itAcceptsAndRejects(includesTransfer, { accepts: ['transfer', 'both'], rejects: ['new-music'] });
  });
});
