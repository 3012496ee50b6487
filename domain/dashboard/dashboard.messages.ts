// spec: artist-portal §2 and §8.
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  noSubmissions: "You don't have any submissions yet.",
  untitledRelease: 'Untitled Release',
  dateToBeDecided: 'TBD',
  noMediaFiles: 'No media files available for this submission.',
  submissionNotFound: 'Submission not found',
  detailsLoadFailed: 'Failed to load submission details',
  notAuthenticated: 'Not authenticated',
  noSubmissionId: 'No submission ID provided',
  viewDetails: 'View Details',
  submittedOn: 'Submitted',
  /** An In Progress release has not been sent: its date is when it was started. */
  startedOn: 'Started',
  completeReleaseDetails: 'Complete Release Details',
  makeChanges: 'Make changes',
  yourSubmissions: 'Your Submissions',
} as const;
