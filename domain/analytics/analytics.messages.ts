// spec: public flow §2.9 Analytics dashboard: what the dashboard says when it has nothing to show.
export const ANALYTICS_MESSAGES = {
  fetchFailed: 'Failed to fetch dashboard data',
  unknownError: 'Unknown error',
  noRecentErrors: 'No recent errors',
  noData: 'No dashboard data available',
  notAvailable: 'N/A',
} as const;
