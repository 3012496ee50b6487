// spec: public flow §8 Waiting list.
export const WAITING_LIST_ERRORS = {
  default: 'Sorry, there was an error joining the waiting list. Please try again.',
  server: (message: string) => `Server error: ${message}`,
  network: 'Network error: Please check your internet connection and try again.',
  emptyResponse: 'Failed to join waiting list',
  submitted: 'Submitted for review!',
} as const;
