interface EarlyPresses {
  presses: Element[];
  appListening: boolean;
}

/** Kept by the boot script of a prerendered page (web/plugins/after-paint-boot.mts); absent on any other page. */
const earlyPresses = () => (window as Window & { harbourEarlyPresses?: EarlyPresses }).harbourEarlyPresses;

/** From the moment React attaches its handlers it sees every press itself, so the boot script stops keeping them. */
export function markAppListening(): void {
  const early = earlyPresses();
  if (early) early.appListening = true;
}

/** The buttons pressed before the app ran, pressed again now that their handlers are attached. */
export function replayEarlyPresses(): void {
  for (const button of earlyPresses()?.presses.splice(0) ?? []) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
