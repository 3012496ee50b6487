import type * as Wire from '../../contracts';

/**
 * Every JSON success answer the API documents, by the name its schema has in the OpenAPI document. The schemas are
 * generated from these contract types (`npm run openapi:schemas` writes wire-schemas.json), and @ApiAnswer(name)
 * only compiles on a handler whose return type is assignable to the type named here.
 */
export interface WireAnswers {
  CsvTemplateResponse: Wire.CsvTemplateResponse;
  ImportReportResponse: Wire.ImportReportResponse;
  MatchLinesResponse: Wire.MatchLinesResponse;
  MyStatementsResponse: Wire.MyStatementsResponse;
  PeriodCreatedResponse: Wire.PeriodCreatedResponse;
  PeriodTotalsResponse: Wire.PeriodTotalsResponse;
  RoyaltyPeriodsResponse: Wire.RoyaltyPeriodsResponse;
  StatementResponse: Wire.StatementResponse;
  UnmatchedLinesResponse: Wire.UnmatchedLinesResponse;
  Acknowledgement: { success: boolean };
  AdapterChecksResponse: Wire.AdapterChecksResponse;
  AgreementStatusResponse: Wire.AgreementStatusResponse;
  AlbumMetadata: Wire.AlbumMetadata;
  AnalyticsDashboardResponse: Wire.AnalyticsDashboardResponse;
  ArtistFolderResponse: Wire.ArtistFolderResponse;
  AudioAnalysisAnswer: Wire.AudioAnalysisAnswer;
  BoardColumnsResponse: Wire.BoardColumnsResponse;
  BoardConnectionResponse: Wire.BoardConnectionResponse;
  BulkStatusResponse: Wire.BulkStatusResponse;
  CatalogConnectionResponse: Wire.CatalogConnectionResponse;
  ChangeStatusResponse: Wire.ChangeStatusResponse;
  ChatKeyResponse: Wire.ChatKeyResponse;
  CommentResponse: Wire.CommentResponse;
  CreateAgreementResponse: Wire.CreateAgreementResponse;
  CreateInvitationResponse: Wire.CreateInvitationResponse;
  CreateItemOrTestItemResponse: Wire.CreateItemResponse | Wire.TestItemResponse;
  CreateItemResponse: Wire.CreateItemResponse;
  DirectPutResponse: Wire.DirectPutResponse;
  DraftResponse: Wire.DraftResponse;
  DraftsResponse: Wire.DraftsResponse;
  ErrorReportResponse: Wire.ErrorReportResponse;
  FinishLaterResponse: Wire.FinishLaterResponse;
  FormSessionResponse: Wire.FormSessionResponse;
  FullSubmissionTestResponse: Wire.FullSubmissionTestResponse;
  HealthResponse: Wire.HealthResponse;
  IntegrationsResponse: Wire.IntegrationsResponse;
  InvitationDetailsResponse: Wire.InvitationDetailsResponse;
  InvitationValidationResponse: Wire.InvitationValidationResponse;
  InviteWaitingEntryResponse: Wire.InviteWaitingEntryResponse;
  JobActionResponse: Wire.JobActionResponse;
  JoinWaitingListResponse: Wire.JoinWaitingListResponse;
  LostCodeResponse: Wire.LostCodeResponse;
  MeResponse: Wire.MeResponse;
  MessageResponse: Wire.MessageResponse;
  NoteTemplateListResponse: Wire.NoteTemplateListResponse;
  NoteTemplateResponse: Wire.NoteTemplateResponse;
  NoteTemplatesResponse: Wire.NoteTemplatesResponse;
  OutboxResponse: Wire.OutboxResponse;
  PortalConfigResponse: Wire.PortalConfigResponse;
  ProfileResponse: Wire.ProfileResponse;
  ReleaseDeliveryResponse: Wire.ReleaseDeliveryResponse;
  LabelCopyResponse: Wire.LabelCopyResponse;
  LabelCopyCorrectionResponse: Wire.LabelCopyCorrectionResponse;
  ReleaseDetailsResponse: Wire.ReleaseDetailsResponse;
  ResendSignInCodeResponse: Wire.ResendSignInCodeResponse;
  RestoreArtistAccessResponse: Wire.RestoreArtistAccessResponse;
  ResubmitResponse: Wire.ResubmitResponse;
  ReturningDetailsResponse: Wire.ReturningDetailsResponse;
  ReturningValidationResponse: Wire.ReturningValidationResponse;
  ReviewDetailResponse: Wire.ReviewDetailResponse;
  ReviewListResponse: Wire.ReviewListResponse;
  RevokeArtistAccessResponse: Wire.RevokeArtistAccessResponse;
  SaveDraftResponse: Wire.SaveDraftResponse;
  SaveFilterResponse: Wire.SaveFilterResponse;
  SavedFiltersResponse: Wire.SavedFiltersResponse;
  SearchArtistsResponse: Wire.SearchArtistsResponse;
  SearchMusicResponse: Wire.SearchMusicResponse;
  SignInResponse: Wire.SignInResponse;
  SignOutResponse: Wire.SignOutResponse;
  SignUrlResponse: Wire.SignUrlResponse;
  SocialClipsResponse: Wire.SocialClipsResponse;
  StaffArtistPageResponse: Wire.StaffArtistPageResponse;
  StaffArtistsResponse: Wire.StaffArtistsResponse;
  StaffCatalogueResponse: Wire.StaffCatalogueResponse;
  StaffMembersResponse: Wire.StaffMembersResponse;
  StorageAuthResponse: Wire.StorageAuthResponse;
  SubmissionResponse: Wire.SubmissionResponse;
  SubmissionsResponse: Wire.SubmissionsResponse;
  SubmitDraftResponse: Wire.SubmitDraftResponse;
  TestItemResponse: Wire.TestItemResponse;
  TrackMetadata: Wire.TrackMetadata;
  UndoStatusResponse: Wire.UndoStatusResponse;
  UploadResult: Wire.UploadResult;
  UploadUrlResponse: Wire.UploadUrlResponse;
  VerifyArtistResponse: Wire.VerifyArtistResponse;
  VitalsResponse: Wire.VitalsResponse;
  WaitingListResponse: Wire.WaitingListResponse;
}

export type WireAnswerName = keyof WireAnswers;
