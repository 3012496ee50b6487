// What staff read when sending a release to the distributor failed in transit. The transport's own text ('connect
// ECONNREFUSED 10.0.0.9:22') stays in the job's error, which the Integrations page and the log show.

export const DELIVERY_FAILURE_WORDS = {
  unreachable:
    "The distributor's server could not be reached: it refused the connection or is not running. The delivery is retried by itself; if it keeps failing, check the delivery server's address and port.",
  unknownHost: "The distributor's server name could not be found. Check the delivery server's address.",
  timedOut: "The distributor's server did not answer in time. The delivery is retried by itself.",
  dropped: "The connection to the distributor's server was cut off during the delivery. The delivery is retried by itself.",
  signInRefused: "The distributor's server refused the label's sign-in. Check the delivery user name, password or key.",
  hostKey:
    "The distributor's server did not show the key the label expects, so nothing was sent. Check the server's key with the distributor.",
  notAllowed: "The distributor's server did not let the label write to the delivery folder. Check the folder with the distributor.",
  other: 'Sending to the distributor failed. The delivery is retried by itself; the technical details are on the Integrations page.',
} as const;

/** The first shape a transport error matches decides its words. */
const SHAPES: [RegExp, keyof typeof DELIVERY_FAILURE_WORDS][] = [
  [/ENOTFOUND|EAI_AGAIN/, 'unknownHost'],
  [/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|EHOSTDOWN/, 'unreachable'],
  [/ETIMEDOUT|timed out/i, 'timedOut'],
  [/ECONNRESET|EPIPE|ECONNABORTED|socket hang up|connection lost|no response from server/i, 'dropped'],
  [/authentication|auth fail/i, 'signInRefused'],
  [/host denied|verification failed|host key/i, 'hostKey'],
  [/permission denied|EACCES|EPERM/i, 'notAllowed'],
];

export type DeliveryFailureKind = keyof typeof DELIVERY_FAILURE_WORDS;

/** Which kind of failure a transport error is ('other' when none is recognised). */
export function deliveryFailureKind(raw: string): DeliveryFailureKind {
  const shape = SHAPES.find(([pattern]) => pattern.test(raw));
  return shape ? shape[1] : 'other';
}

/** A failed sending's transport error in words a person at the label understands. */
export function deliveryFailureInWords(raw: string): string {
  return DELIVERY_FAILURE_WORDS[deliveryFailureKind(raw)];
}
