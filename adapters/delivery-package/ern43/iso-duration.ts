/** An xs:duration as DDEX writes one (`PT3M25S`, `PT1H2M3.5S`), to the millisecond. */
export function isoDuration(totalSeconds: number): string {
  const millis = Math.max(0, Math.round(totalSeconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const seconds = (millis % 60_000) / 1000;
  return `PT${hours ? `${hours}H` : ''}${hours || minutes ? `${minutes}M` : ''}${seconds}S`;
}
