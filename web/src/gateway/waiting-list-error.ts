/** A failed join as the §8 message rules need it: the text (or that there was none). */
export class WaitingListError extends Error {
  constructor(
    message: string,
    readonly emptyResponse = false,
  ) {
    super(message);
    this.name = 'WaitingListError';
  }
}
