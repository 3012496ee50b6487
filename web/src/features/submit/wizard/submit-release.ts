import { BOT_MESSAGES } from '@domain/bot';
import { artworkUploadProgress, audioUploadProgress, customArtworkProgress, PROGRESS, SUBMISSION_MESSAGES } from '@domain/progress';
import { includesNewMusic, keepDefaultReleaseDateCurrent } from '@domain/release';
import { SUCCESS_REDIRECT_DELAY_MS } from '@domain/shared';
import { ApiError } from '../../../gateway/api-error';
import type { MonitoringGateway } from '../../../gateway/monitoring.gateway';
import type { SubmissionGateway } from '../../../gateway/submission.gateway';
import type { UploadGateway } from '../../../gateway/upload.gateway';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { reportError } from '../../../gateway/error-reporter';
import { ensureUploaded, resetUploads } from '../uploads/file-uploads';
import { forgetDraft } from '../drafts/draft-sync';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { useDraftStore } from '../../../stores/draft.store';
import type { CreateItemRequest, CreateItemResponse, SubmissionFormPayload } from '@wire';
import { usePinnedNotesStore } from '../../../stores/pinned-notes.store';
import { untouchedPinnedFields } from '../pins/pinnable-form';
import { buildCreateItemPayload, type UploadedIds } from './build-payload';
import { stepOfField, validateWizardStep } from './step-validation';

class StageError extends Error {}

/** Stores exactly what is sent, then submits the stored draft (the server checks it again and deletes the draft). */
async function submitDraft({ drafts, saveDraft }: SubmitReleaseDeps, payload: CreateItemRequest): Promise<CreateItemResponse> {
  await saveDraft(payload.formData);
  const { id, token } = useDraftStore.getState();
  const bot = { formSession: payload.formSession, website: payload.website, email_confirm: payload.email_confirm };
  return drafts.submit(id as string, token, bot, `draft-${id}-${useDraftStore.getState().revision}`);
}

export interface SubmitReleaseDeps {
  navigate: (to: string) => unknown;
  /** Where the artist lands once it is sent: the public thank-you, or the signed-in one. */
  successPath: string;
  submissions: SubmissionGateway;
  uploads: UploadGateway;
  drafts: DraftGateway;
  monitoring: MonitoringGateway;
  /** Saves the draft through the query cache's save queue, storing exactly `answers`. */
  saveDraft: (answers: SubmissionFormPayload) => Promise<void>;
}

/** The whole submission with the progress stages of public flow §4; any failure resets and keeps the form. */
export async function submitRelease(deps: SubmitReleaseDeps): Promise<void> {
  const { navigate, successPath, submissions, uploads, monitoring } = deps;
  const wizard = useWizardStore.getState();
  if (!wizard.startSubmit()) return;
  const progress = (percent: number, stage: string) => useWizardStore.getState().setProgress({ percent, stage });
  let stage = 'validating';
  try {
    progress(PROGRESS.validating, 'Checking your details');
    const today = new Date();
    useSubmissionFormStore.getState().update((current) => keepDefaultReleaseDateCurrent(current, today));
    const form = useSubmissionFormStore.getState().form;
    const picked = (id: string) => !!usePickedFilesStore.getState().files[fileKey.audio(id)];
    const issues = validateWizardStep(3, form, today, picked);
    if (issues.length > 0) {
      useWizardStore.getState().finishSubmit(null);
      useWizardStore.getState().showIssues(issues);
      return;
    }
    const pinned = untouchedPinnedFields(usePinnedNotesStore.getState().notes, form);
    if (pinned.length > 0) {
      useWizardStore.getState().finishSubmit(pinned.map((i) => i.message).join('\n'), stepOfField(pinned[0].field));
      return;
    }
    progress(PROGRESS.preparing, 'Preparing your files');
    const ids: UploadedIds = { artworkFileId: null, tracks: {} };
    if (includesNewMusic(form.uploadType)) {
      stage = 'audio';
      for (const [i, track] of form.tracks.entries()) {
        progress(audioUploadProgress(i, form.tracks.length, 0), `Uploading audio ${i + 1} of ${form.tracks.length}`);
        const fileId = await ensureUploaded(uploads, { kind: 'audio', trackId: track.id }, (f) =>
          progress(audioUploadProgress(i, form.tracks.length, f), `Uploading audio ${i + 1} of ${form.tracks.length}`),
        ).catch((e: unknown) => {
          throw new StageError(SUBMISSION_MESSAGES.trackUploadFailed(track.title, (e as Error).message));
        });
        ids.tracks[track.id] = { fileId, customArtworkFileId: null };
      }
      stage = 'artwork';
      progress(PROGRESS.artworkStart, 'Uploading artwork');
      ids.artworkFileId = await ensureUploaded(uploads, { kind: 'artwork' }, (f) =>
        progress(artworkUploadProgress(f), 'Uploading artwork'),
      ).catch((e: unknown) => {
        throw new StageError(SUBMISSION_MESSAGES.artworkUploadFailed((e as Error).message));
      });
      const custom = form.tracks.filter((t) => t.releaseAsSingle && t.useCustomArtwork);
      stage = 'custom-artwork';
      for (const [i, track] of custom.entries()) {
        progress(customArtworkProgress(i, custom.length, 0), 'Uploading single artwork');
        ids.tracks[track.id].customArtworkFileId = await ensureUploaded(uploads, { kind: 'custom', trackId: track.id }, (f) =>
          progress(customArtworkProgress(i, custom.length, f), 'Uploading single artwork'),
        ).catch((e: unknown) => {
          throw new StageError(SUBMISSION_MESSAGES.customArtworkUploadFailed(track.title, (e as Error).message));
        });
      }
    }
    stage = 'board';
    progress(PROGRESS.submittingToBoard, 'Sending your submission');
    const { formSession, honeypot } = useWizardStore.getState();
    const payload = buildCreateItemPayload(form, ids, { formSession, ...honeypot });
    const draft = useDraftStore.getState();
    const answer = draft.id ? await submitDraft(deps, payload) : await submissions.createItem(payload, crypto.randomUUID());
    progress(PROGRESS.boardEntryCreated, 'Submission received');
    const withClips = form.tracks.filter((t) => t.socialClipsEnabled && t.socialClips.length > 0 && ids.tracks[t.id]?.fileId);
    if (withClips.length > 0) {
      stage = 'social-clips';
      progress(PROGRESS.socialClips, 'Scheduling your social clips');
      // A failed clip request is only warned about (public flow §7).
      await submissions
        .processSocialClips({
          tracksWithClips: withClips.map((t) => ({
            title: t.title,
            artistName: form.artistName,
            fileId: ids.tracks[t.id].fileId as string,
            fileName: t.audio.fileName,
            socialClips: t.socialClips.map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime })),
          })),
          artistName: form.artistName,
          mondayItemId: answer.data.boardItemId ?? undefined,
          sessionId: useWizardStore.getState().formSession ?? undefined,
        })
        .catch((e: unknown) => console.warn('Social clips were not scheduled', e));
    }
    progress(PROGRESS.completed, 'Done!');
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_REDIRECT_DELAY_MS));
    forgetDraft();
    useSubmissionFormStore.getState().reset();
    usePickedFilesStore.getState().reset();
    resetUploads();
    useWizardStore.getState().reset();
    // An invited or returning artist has an account: the thank-you page points them to sign in and follow the release.
    const known = form.invitationToken || form.returningToken ? '&account=1' : '';
    void navigate(`${successPath}?ref=${encodeURIComponent(answer.data.submissionId)}${known}`);
  } catch (error) {
    const bot = error instanceof ApiError && error.details.some((d) => d.field === 'formSession');
    const message =
      error instanceof StageError
        ? error.message
        : bot
          ? BOT_MESSAGES.submissionRejected
          : error instanceof Error && error.message
            ? error.message
            : SUBMISSION_MESSAGES.generic;
    // The bot check's refusal names the form session, which no step holds: it marks the step that sent it.
    const field = error instanceof ApiError && !bot ? error.details[0]?.field : undefined;
    useWizardStore.getState().finishSubmit(message, field ? stepOfField(field) : stage === 'board' ? 3 : 1);
    if (error instanceof ApiError && error.details.length > 0 && !bot)
      useWizardStore.getState().showIssues(error.details.map((d) => ({ field: d.field ?? 'form', message: d.message })));
    void reportError(monitoring, {
      message,
      stack: error instanceof Error ? error.stack : undefined,
      stage,
      metadata: { status: error instanceof ApiError ? error.status : null },
    });
  }
}
