import { screen } from '@testing-library/react';
import { SubmitPage } from '../../../web/src/features/submit/submit.page';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));

beforeEach(resetSubmitState);

describe('the entry intent from the address', () => {
  it('/submit?intent=keep-updated offers the artist newsletter', async () => {
    renderSubmit(<SubmitPage />, undefined, '/submit?intent=keep-updated');
    expect(await screen.findByRole('link', { name: 'Sign up to our artist newsletter' })).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.submissionIntent).toBe('keep-updated');
  });

  it('a plain /submit keeps the submit-music intent and no newsletter button', () => {
    renderSubmit(<SubmitPage />);
    expect(screen.queryByRole('link', { name: 'Sign up to our artist newsletter' })).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.submissionIntent).toBe('submit-music');
  });
});
