import type { DataStore, Server } from '@tus/server' with { 'resolution-mode': 'import' };
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { limitFor } from '../../../application/use-cases/uploads/upload-policy';
import { errorBody } from '../../common/http/error-response';
import { uploadFailureAnswer } from '../upload-error.mapper';

/** The shape @tus/server sends when a hook throws: status and body. */
export interface TusFailure {
  status_code: number;
  body: string;
}

/** Our refusals in the API's error shape ({ success: false, error }) with the same status as the other paths. */
export function tusFailure(error: unknown): TusFailure {
  const { status, body } = uploadFailureAnswer(error);
  return { status_code: status, body: JSON.stringify(body) };
}

export function isTusFailure(error: unknown): error is TusFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as TusFailure).status_code === 'number' &&
    typeof (error as TusFailure).body === 'string'
  );
}

/** The protocol's own refusals (409 offset, 413 size, 410 gone...) in the same shape; 413 with the spec's size message. */
export function asApiError(error: TusFailure): TusFailure {
  if (error.body.startsWith('{')) return error;
  // A deferred length is not offered (withoutDeferredLength): the caller left out Upload-Length, a 400 like any missing header.
  if (error.body.startsWith('creation-defer-length'))
    return { status_code: 400, body: JSON.stringify(errorBody(UPLOAD_SERVER_MESSAGES.uploadLengthRequired)) };
  const tooLarge = error.body.startsWith('Maximum size') ? limitFor('audio').message : UPLOAD_SERVER_MESSAGES.moreThanDeclared;
  const message = error.status_code === 413 ? tooLarge : error.body.trim() || 'The upload request was refused';
  return { status_code: error.status_code, body: JSON.stringify(errorBody(message)) };
}

/**
 * Every refusal the tus server writes (its own 400, 404 and 412 included, which skip onResponseError) in the API's
 * JSON error shape, sent as application/json.
 */
export function answerRefusalsAsJson(server: Server): void {
  const write = server.write.bind(server);
  server.write = (context, headers, status, body) => {
    if (status < 400) return write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return write(context, headers, status, asApiError({ status_code: status, body: body ?? '' }).body);
  };
}

/** The store's extensions without creation-defer-length: a file's length must be known when its upload starts. */
export function withoutDeferredLength(datastore: DataStore): void {
  datastore.extensions = datastore.extensions.filter((extension) => extension !== 'creation-defer-length');
}
