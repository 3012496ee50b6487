/** The steps of the test dashboard's full submission test, in order, each as [name, success] when every port works. */
export const EVERY_PORT_PASSED: [string, boolean][] = [
  ['database', true],
  ['storage: store a test track', true],
  ['media: inspect the stored track', true],
  ['storage: read back and remove', true],
  ['music catalogue', true],
  ['board: create item', true],
  ['board: read item back', true],
  ['mail', true],
  ['e-signature', true],
];
