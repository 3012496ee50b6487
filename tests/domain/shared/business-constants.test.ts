import {
  REVIEW_DAYS_THANK_YOU,
  REVIEW_DAYS_WAITING_LIST,
  SUCCESS_REDIRECT_DELAY_MS,
  TOAST_DURATION_MS,
  TRANSFER_WEEKS,
} from '../../../domain/shared';

describe('the business constants of §9', () => {
  it.each([
    ['a review after the thank-you page, in days', REVIEW_DAYS_THANK_YOU, { min: 5, max: 7 }],
    ['a review from the waiting list, in days', REVIEW_DAYS_WAITING_LIST, { min: 7, max: 10 }],
    ['a transfer, in weeks', TRANSFER_WEEKS, { min: 2, max: 4 }],
  ])('promises %s: %p', (_promise, period, expected) => {
    expect(period).toEqual(expected);
  });

  it('holds the redirect and toast delays', () => {
    expect([SUCCESS_REDIRECT_DELAY_MS, TOAST_DURATION_MS]).toEqual([1500, 3000]);
  });
});
