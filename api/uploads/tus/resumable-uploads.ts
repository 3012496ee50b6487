import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Server, ServerOptions, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import { buildResumableUploadAdapters, type ResumableUploadAdapters } from '../../../adapters/registry';
import { type Caller, ResumableUploadUseCase } from '../../../application/use-cases/uploads/resumable-upload.use-case';
import { limitFor } from '../../../application/use-cases/uploads/upload-policy';
import { UPLOAD_SERVER_MESSAGES, uploadKindOf } from '../../../domain/files/upload.messages';
import type { Ports } from '../../infrastructure/ports';
import { uploadQuotaOf } from '../../public-flow/public-flow.deps';
import { addressOf, browserOf, requesterOf } from '../upload-request';
import { answerRefusalsAsJson, asApiError, isTusFailure, tusFailure, withoutDeferredLength } from './tus-errors';
import { swapInUncopiedBody } from './uncopied-body';

export const TUS_PATH = '/api/uploads/tus';

/** The tus server, its use case and the in-flight fingerprints: one per API process. */
export interface ResumableUploads extends ResumableUploadAdapters {
  server: Server;
  useCase: ResumableUploadUseCase;
}

type ServerRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
type NodeBacked = ServerRequest & { runtime?: { node?: { req: IncomingMessage } } };

function nodeRequest(req: ServerRequest): IncomingMessage & import('express').Request {
  const node = (req as NodeBacked).runtime?.node?.req;
  if (!node) throw new Error('The tus server runs on Node requests only');
  return node as IncomingMessage & import('express').Request;
}

function callerOf(req: ServerRequest): Caller {
  const node = nodeRequest(req);
  const header = req.headers.get('x-form-session');
  return { sessionToken: header || undefined, requester: requesterOf(node) };
}

/** Runs a hook; our refusals become tus failures in the API's error shape. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isTusFailure(error) ? error : tusFailure(error);
  }
}

type ResumablePorts = Pick<
  Ports,
  'config' | 'mediaInspector' | 'fileStorage' | 'contentDigest' | 'uploads' | 'formSessions' | 'uploadQuota' | 'clock' | 'jobQueue'
>;

export async function buildResumableUploads(p: ResumablePorts): Promise<ResumableUploads> {
  const { Server } = await import('@tus/server');
  const busy = { status_code: 423, body: UPLOAD_SERVER_MESSAGES.uploadBusy };
  const adapters = await buildResumableUploadAdapters(p.config, p.mediaInspector, p.fileStorage, busy);
  const { store, fingerprints, locker } = adapters;
  const useCase = new ResumableUploadUseCase({
    storage: p.fileStorage,
    digest: p.contentDigest,
    staging: store,
    uploads: p.uploads,
    formSessions: p.formSessions,
    quota: uploadQuotaOf(p),
    clock: p.clock,
    jobs: p.jobQueue,
    expiryMs: p.config.resumableUploads.expiryHours * 3600_000,
  });
  const write = store.datastore.write.bind(store.datastore);
  store.datastore.write = async (readable: Readable, id: string, offset: number) => {
    const written = await write(fingerprints.tap(id, offset, readable), id, offset).catch((error: unknown) => {
      fingerprints.drop(id);
      throw error;
    });
    fingerprints.settle(id, written);
    return written;
  };
  const remove = store.datastore.remove.bind(store.datastore);
  store.datastore.remove = async (id: string) => {
    await remove(id);
    fingerprints.drop(id);
    await useCase.terminated(id);
  };
  const trusted = new Set(p.config.auth.trustedOrigins);
  const server = new Server({
    path: TUS_PATH,
    datastore: store.datastore,
    ...(locker && { locker }),
    relativeLocation: true,
    maxSize: limitFor('audio').bytes,
    allowedOrigins: (origin) => trusted.has(origin),
    allowedCredentials: true,
    allowedHeaders: ['X-Form-Session'],
    namingFunction: () => randomUUID(),
    onIncomingRequest: async (req: ServerRequest, id: string) => {
      if (req.method === 'POST') return;
      await guarded(() => useCase.authorize(id, callerOf(req)));
      // Read by the PATCH handler after this hook: the bytes reach the store without a copy of each chunk.
      if (req.method === 'PATCH') swapInUncopiedBody(req, nodeRequest(req));
    },
    onUploadCreate: async (req: ServerRequest, upload: Upload) =>
      guarded(async () => {
        const meta = upload.metadata ?? {};
        const kind = uploadKindOf(meta.fileType);
        const browser = browserOf(nodeRequest(req));
        const caller = callerOf(req);
        await useCase.begin(
          {
            uploadId: upload.id,
            fileName: meta.filename ?? meta.name ?? '',
            fileSize: upload.size,
            contentType: meta.filetype ?? meta.type ?? '',
            artistName: meta.artistName ?? '',
            kind,
            sessionToken: caller.sessionToken ?? meta.sessionId ?? undefined,
            browser,
            address: addressOf(nodeRequest(req)),
          },
          caller.requester,
        );
        if (kind) fingerprints.begin(upload.id, kind, browser);
        return {};
      }),
    onUploadFinish: async (req: ServerRequest, upload: Upload) =>
      guarded(async () => {
        const browser = browserOf(nodeRequest(req));
        const result = await useCase.finish(
          upload.id,
          upload.metadata?.artistName ?? '',
          (pending) => fingerprints.complete(upload.id, pending.kind, pending.storageKey, pending.size, browser),
          upload.size,
        );
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json', 'Upload-File-Id': result.fileId },
          body: JSON.stringify(result),
        };
      }),
    onResponseError: (_req: ServerRequest, error: Error | { status_code: number; body: string }) =>
      isTusFailure(error) ? asApiError(error) : undefined,
  });
  answerRefusalsAsJson(server);
  withoutDeferredLength(adapters.store.datastore);
  return { ...adapters, server, useCase };
}
