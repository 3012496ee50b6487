/** Dropbox Sign refused a call: its error_name (bad_request, unauthorized, not_found, exceeded_rate...) and error_msg. */
export class DropboxSignError extends Error {
  constructor(
    readonly errorName: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'DropboxSignError';
  }
}
