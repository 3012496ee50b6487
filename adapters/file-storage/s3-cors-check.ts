import type { S3 } from '@aws-sdk/client-s3';

const matches = (patterns: string[] | undefined, value: string) =>
  (patterns ?? []).some((p) => p === '*' || p.toLowerCase() === value.toLowerCase() || (p.includes('*') && wildcard(p).test(value)));
const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`, 'i');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Browsers PUT direct uploads to the bucket from the portal's origin: without a CORS rule allowing PUT with a
 * Content-Type header from there, every direct upload fails in the browser. The problem to report, or null.
 */
export async function directUploadCorsProblem(client: S3, bucket: string, origin: string): Promise<string | null> {
  const fix = `add a CORS rule to bucket '${bucket}' allowing PUT from ${origin} with the Content-Type header (README: S3 storage)`;
  try {
    const { CORSRules } = await client.getBucketCors({ Bucket: bucket });
    const allowed = (CORSRules ?? []).some(
      (rule) => matches(rule.AllowedOrigins, origin) && matches(rule.AllowedMethods, 'PUT') && matches(rule.AllowedHeaders, 'content-type'),
    );
    return allowed ? null : `Direct uploads: the bucket's CORS rules do not let ${origin} PUT files; ${fix}`;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchCORSConfiguration') return `Direct uploads: the bucket has no CORS configuration; ${fix}`;
    return `Direct uploads: the bucket's CORS rules could not be read (${name ?? 'error'}); check that they ${fix.replace(/^add/, 'include')}`;
  }
}
