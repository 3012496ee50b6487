import { screen } from '@testing-library/react';
import { submissionReference } from '../../../domain/shared';
import { ThankYouPage } from '../../../web/src/features/thank-you/thank-you.page';
import { renderAt } from '../web-router';

describe('the thank-you page', () => {
  it("shows the sent release's reference", () => {
    renderAt('/submit/success?ref=5f1c2a9e-77b0-4c1d-9e2f-0a1b2c3d4e5f', <ThankYouPage />);
    expect(screen.getByTestId('submission-reference')).toHaveTextContent('Your reference: HS-5F1C2A9E.');
  });

  it('shows no reference without a submission id', () => {
    renderAt('/submit/success', <ThankYouPage />);
    expect(screen.queryByTestId('submission-reference')).not.toBeInTheDocument();
  });

  it('makes the reference from the start of the id only', () => {
    expect(submissionReference('5f1c2a9e-77b0-4c1d-9e2f-0a1b2c3d4e5f')).toBe('HS-5F1C2A9E');
    expect(submissionReference('<script>')).toBeNull();
    expect(submissionReference(null)).toBeNull();
  });
});

describe('the thank-you page after an invitation', () => {
  it('points an invited artist to sign in and follow the release', () => {
    renderAt('/submit/success?ref=5f1c2a9e-77b0-4c1d-9e2f-0a1b2c3d4e5f&account=1', <ThankYouPage />);
    const pointer = screen.getByTestId('sign-in-pointer');
    expect(pointer).toHaveTextContent('Follow this release in your artist portal: sign in with your artist ID and the invitation code');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  it('says nothing of signing in to someone who sent music without an invitation', () => {
    renderAt('/submit/success?ref=5f1c2a9e-77b0-4c1d-9e2f-0a1b2c3d4e5f', <ThankYouPage />);
    expect(screen.queryByTestId('sign-in-pointer')).not.toBeInTheDocument();
  });
});
