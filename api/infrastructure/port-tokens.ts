import { SPLIT_SHEET_REPOSITORY } from '../../application/ports/split-sheet.repository.port';
import { AUDIO_ANALYSER } from '../../application/ports/audio-analyser.port';
import { ACCOUNT_STATUS_READER } from '../../application/ports/account-status.port';
import { ARTIST_CREDENTIAL_REPOSITORY } from '../../application/ports/artist-credential.repository.port';
import { ARTIST_PROFILE_REPOSITORY } from '../../application/ports/artist-profile.repository.port';
import { AUTH_THROTTLE_REPOSITORY } from '../../application/ports/auth-throttle.repository.port';
import { BOARD } from '../../application/ports/board.port';
import { CATALOGUE_IMAGE_SOURCE } from '../../application/ports/catalogue-image.port';
import { CLOCK } from '../../application/ports/clock.port';
import { PERIODIC_RUNS } from '../../application/ports/periodic-runs.port';
import { CONTENT_DIGEST } from '../../application/ports/content-digest.port';
import { AGREEMENT_DOCUMENTS } from '../../application/ports/agreement-document.port';
import { DIRECT_UPLOAD_RECEIVER } from '../../application/ports/direct-upload-receiver.port';
import { DRAFT_REPOSITORY } from '../../application/ports/draft.repository.port';
import { E_SIGNATURE } from '../../application/ports/e-signature.port';
import { FILE_STORAGE } from '../../application/ports/file-storage.port';
import { HEALTH_CHECKS } from '../../application/ports/health-check.port';
import { IDEMPOTENCY_STORE } from '../../application/ports/idempotency.port';
import { INVITATION_HOOKS } from '../../application/ports/invitation-hook.port';
import { INVITATION_REPOSITORY } from '../../application/ports/invitation.repository.port';
import { JOB_ADMIN } from '../../application/ports/job-admin.port';
import { JOB_HANDLERS, JOB_QUEUE, JOB_WORKER } from '../../application/ports/job-queue.port';
import { MAIL_OUTBOX, MAILER } from '../../application/ports/mailer.port';
import { AUDIO_CLIP_CUTTER, MEDIA_INSPECTOR } from '../../application/ports/media-inspector.port';
import { MONITORING_REPOSITORY } from '../../application/ports/monitoring.repository.port';
import { MUSIC_CATALOGUE } from '../../application/ports/music-catalogue.port';
import { OPAQUE_TOKENS } from '../../application/ports/opaque-tokens.port';
import { RECIPIENT_CAP_STORE } from '../../application/ports/recipient-caps.port';
import { RETENTION_REPOSITORY } from '../../application/ports/retention.repository.port';
import { REVIEW_LOOP_REPOSITORY } from '../../application/ports/review-loop.repository.port';
import { SECRET_HASHER } from '../../application/ports/secret-hasher.port';
import { FORM_SESSION_SIGNER, RATE_LIMITER } from '../../application/ports/security.port';
import { SESSION_REPOSITORY } from '../../application/ports/session.repository.port';
import { SETTINGS_REPOSITORY } from '../../application/ports/settings.repository.port';
import { SIGNATURE_REQUEST_REPOSITORY } from '../../application/ports/signature-request.repository.port';
import { SOCIAL_CLIP_REPOSITORY } from '../../application/ports/social-clip.repository.port';
import { STAFF_ACCOUNT_REPOSITORY } from '../../application/ports/staff-account.repository.port';
import { STAFF_ARTISTS_QUERIES } from '../../application/ports/staff-artists.queries.port';
import { STAFF_DESK_QUERIES } from '../../application/ports/staff-desk.queries.port';
import { SUBMISSION_CONTENT_WRITER } from '../../application/ports/submission-content.port';
import { SUBMISSION_REVIEW_REPOSITORY } from '../../application/ports/submission-review.repository.port';
import { SUBMISSION_REPOSITORY } from '../../application/ports/submission.repository.port';
import { UNIT_OF_WORK } from '../../application/ports/unit-of-work.port';
import { UPLOAD_QUOTA_STORE } from '../../application/ports/upload-quota.port';
import { UPLOAD_REPOSITORY } from '../../application/ports/upload.repository.port';
import { WAITING_LIST_REPOSITORY } from '../../application/ports/waiting-list.repository.port';
import { ARCHIVE_WRITER } from '../../application/ports/archive-writer.port';
import { CHANGE_NOTE_TEMPLATES } from '../../application/ports/change-note-templates.port';
import { DELIVERY, TARGET_DELIVERIES } from '../../application/ports/delivery.port';
import { DELIVERY_PACKAGE_BUILDER } from '../../application/ports/delivery-package.port';
import { DELIVERY_TARGET_REPOSITORY } from '../../application/ports/delivery-target.repository.port';
import { RELEASE_DELIVERY_REPOSITORY } from '../../application/ports/release-delivery.repository.port';
import { RELEASE_DEAL_CHOICES_REPOSITORY } from '../../application/ports/release-deal-choices.repository.port';
import { RELEASE_FOR_DELIVERY_READER } from '../../application/ports/release-for-delivery.port';
import { LABEL_COPY_REPOSITORY } from '../../application/ports/label-copy.repository.port';
import { RELEASE_IDENTIFIERS_REPOSITORY } from '../../application/ports/release-identifiers.repository.port';
import { SAVED_FILTERS_REPOSITORY } from '../../application/ports/saved-filters.repository.port';
import { STAFF_CATALOGUE_QUERIES } from '../../application/ports/staff-catalogue.queries.port';
import { APP_CONFIG, DATABASE } from './tokens';
import type { Ports } from './ports';

/** Each port's one token (the ports declare their own; config and database are the API's). */
export const PORT_TOKENS: { readonly [Name in keyof Ports]: symbol } = {
  config: APP_CONFIG,
  database: DATABASE,
  clock: CLOCK,
  settings: SETTINGS_REPOSITORY,
  healthChecks: HEALTH_CHECKS,
  unitOfWork: UNIT_OF_WORK,
  jobQueue: JOB_QUEUE,
  jobHandlers: JOB_HANDLERS,
  jobWorker: JOB_WORKER,
  jobAdmin: JOB_ADMIN,
  board: BOARD,
  changeNoteTemplates: CHANGE_NOTE_TEMPLATES,
  releaseForDelivery: RELEASE_FOR_DELIVERY_READER,
  deliveryPackageBuilder: DELIVERY_PACKAGE_BUILDER,
  archiveWriter: ARCHIVE_WRITER,
  mailer: MAILER,
  mailOutbox: MAIL_OUTBOX,
  submissions: SUBMISSION_REPOSITORY,
  submissionContent: SUBMISSION_CONTENT_WRITER,
  submissionReviews: SUBMISSION_REVIEW_REPOSITORY,
  reviewLoop: REVIEW_LOOP_REPOSITORY,
  drafts: DRAFT_REPOSITORY,
  waitingList: WAITING_LIST_REPOSITORY,
  invitations: INVITATION_REPOSITORY,
  invitationHooks: INVITATION_HOOKS,
  monitoring: MONITORING_REPOSITORY,
  idempotency: IDEMPOTENCY_STORE,
  rateLimiter: RATE_LIMITER,
  recipientCaps: RECIPIENT_CAP_STORE,
  tokens: OPAQUE_TOKENS,
  formSessions: FORM_SESSION_SIGNER,
  musicCatalogue: MUSIC_CATALOGUE,
  catalogueImages: CATALOGUE_IMAGE_SOURCE,
  fileStorage: FILE_STORAGE,
  contentDigest: CONTENT_DIGEST,
  periodicRuns: PERIODIC_RUNS,
  directUploads: DIRECT_UPLOAD_RECEIVER,
  uploads: UPLOAD_REPOSITORY,
  uploadQuota: UPLOAD_QUOTA_STORE,
  socialClips: SOCIAL_CLIP_REPOSITORY,
  mediaInspector: MEDIA_INSPECTOR,
  clipCutter: AUDIO_CLIP_CUTTER,
  audioAnalyser: AUDIO_ANALYSER,
  hasher: SECRET_HASHER,
  sessions: SESSION_REPOSITORY,
  accountStatus: ACCOUNT_STATUS_READER,
  authThrottle: AUTH_THROTTLE_REPOSITORY,
  staffAccounts: STAFF_ACCOUNT_REPOSITORY,
  artistCredentials: ARTIST_CREDENTIAL_REPOSITORY,
  artistProfiles: ARTIST_PROFILE_REPOSITORY,
  signatureRequests: SIGNATURE_REQUEST_REPOSITORY,
  eSignature: E_SIGNATURE,
  agreementDocuments: AGREEMENT_DOCUMENTS,
  staffDesk: STAFF_DESK_QUERIES,
  staffArtists: STAFF_ARTISTS_QUERIES,
  staffCatalogue: STAFF_CATALOGUE_QUERIES,
  savedFilters: SAVED_FILTERS_REPOSITORY,
  retention: RETENTION_REPOSITORY,
  releaseIdentifiers: RELEASE_IDENTIFIERS_REPOSITORY,
  labelCopy: LABEL_COPY_REPOSITORY,
  releaseDeliveries: RELEASE_DELIVERY_REPOSITORY,
  releaseDealChoices: RELEASE_DEAL_CHOICES_REPOSITORY,
  deliveryTargets: DELIVERY_TARGET_REPOSITORY,
  targetDeliveries: TARGET_DELIVERIES,
  delivery: DELIVERY,
  splitSheets: SPLIT_SHEET_REPOSITORY,
  splitSignatures: Symbol('SplitSignatureRequestRepository'),
  splitStates: Symbol('SplitStatesQuery'),
  agreedSplits: Symbol('AgreedSplits'),
  salesReports: Symbol('SalesReportsRepository'),
  salesCatalogue: Symbol('SalesCatalogue'),
  salesReportReader: Symbol('SalesReportReader'),
  unmatchedLines: Symbol('UnmatchedLinesRepository'),
  royaltyPeriods: Symbol('RoyaltyPeriodsRepository'),
  statementQueries: Symbol('StatementQueries'),
  statementDocument: Symbol('StatementDocument'),
};
