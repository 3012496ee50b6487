/** Tokens of the public site's gateways. */
export const PUBLIC_TOKENS = {
  catalog: Symbol.for('CatalogGateway'),
  draft: Symbol.for('DraftGateway'),
  landing: Symbol.for('LandingGateway'),
  monitoring: Symbol.for('MonitoringGateway'),
  submission: Symbol.for('SubmissionGateway'),
  upload: Symbol.for('UploadGateway'),
  waitingList: Symbol.for('WaitingListGateway'),
} as const;
