// What staff read about a delivery target's server on the integrations page: whether the portal can sign in there and
// read its folder, and when it cannot, why in plain words (the transport's own text is shown apart, as a detail).
import { deliveryFailureKind, type DeliveryFailureKind } from '../release/delivery-failure';

const DOWN_WORDS: Readonly<Record<DeliveryFailureKind, string>> = {
  unreachable: 'The server refused the connection or is not running.',
  unknownHost: "The server's name could not be found: check the target's host.",
  timedOut: 'The server did not answer in time.',
  dropped: 'The server cut the connection off.',
  signInRefused: "The server refused the label's sign-in: check the target's user, password or key.",
  hostKey: 'The server did not show the key the label expects: check the host key with the store.',
  notAllowed: 'The server did not let the label read the delivery folder: check the folder with the store.',
  other: 'The server could not be checked; the technical detail is below.',
};

export const TARGET_HEALTH_WORDS = {
  heading: 'Delivery targets',
  none: 'No delivery targets: releases are kept in the portal’s own storage.',
  folderThere: (folder: string) => `Signed in; the delivery folder ${folder} is there.`,
  folderMissing: (folder: string) => `Signed in; the delivery folder ${folder} is not there yet (the first delivery makes it).`,
  noAnswer: (seconds: number) => `The server did not answer within ${seconds} seconds.`,
  checkedAt: (time: string) => `checked ${time}`,
} as const;

/** Why a target's server is down, in words, from the error its check ended with. */
export function targetDownInWords(raw: string): string {
  return DOWN_WORDS[deliveryFailureKind(raw)];
}

/** A waiting delivery as the integrations page lists it. */
export const DELIVERY_JOB_WORDS = {
  heading: 'Deliveries waiting',
  none: 'No delivery is waiting.',
  release: (title: string, artist: string) => `${title || 'Untitled'} — ${artist || 'unknown artist'}`,
  standing: { pending: 'Queued', retrying: 'Retrying', running: 'Sending', dead: 'Failed' },
  to: (targets: readonly string[]) => (targets.length === 0 ? 'to the label’s own storage' : `to ${targets.join(', ')}`),
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  nextAttempt: (time: string) => `next attempt ${time}`,
} as const;
