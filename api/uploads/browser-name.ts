/** A short browser name from a User-Agent header (the spec's WAV message names it). */
export function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/edg\//i.test(ua)) return 'Edge';
  if (/firefox\//i.test(ua)) return 'Firefox';
  if (/chrom(e|ium)\//i.test(ua)) return 'Chrome';
  if (/safari\//i.test(ua)) return 'Safari';
  return ua.trim() === '' ? 'unknown' : ua.slice(0, 60);
}
