/**
 * What kind of refusal an error is, from a closed list; the API maps each code to its answer once.
 * - invalid: the input breaks a rule
 * - unauthorized: the caller is not signed in, or the credentials are wrong
 * - forbidden: the caller may not do this
 * - not_found: nothing by that id (for this caller)
 * - conflict: the current state does not allow it
 * - gone: it existed but has expired
 * - too_large: over a size limit
 * - unsupported: a file of a type we do not take
 * - out_of_range: a byte range outside the file
 * - unprocessable: understood, but it can never succeed as sent
 * - too_many_requests: over a rate or quota; retry later
 * - unavailable: a service we depend on is down; retry later
 */
export type ErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported'
  | 'out_of_range'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable';
