/** Closes the Chromium that browser-setup.ts started for the run. */
export default async function stopSharedBrowser(): Promise<void> {
  await (globalThis as { sharedBrowserServer?: { close(): Promise<void> } }).sharedBrowserServer?.close();
}
