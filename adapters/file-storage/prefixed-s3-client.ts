import type { S3 } from '@aws-sdk/client-s3';

type Input = { Key?: string; Prefix?: string; KeyMarker?: string; Delete?: { Objects?: { Key?: string }[] } };
type Listing = { Uploads?: { Key?: string }[]; NextKeyMarker?: string };

/**
 * The S3 client @tus/s3-store calls, with every object key under `prefix` (the store itself writes at the bucket
 * root): its upload, `.info` and `.part` objects land under one prefix that a lifecycle rule can be scoped to.
 */
export function prefixedS3Client(client: S3, prefix: string): S3 {
  const under = (key: string | undefined) => (key === undefined ? key : `${prefix}${key}`);
  const rewrite = (input: Input): Input => ({
    ...input,
    ...(input.Key !== undefined && { Key: under(input.Key) }),
    ...(input.Delete && { Delete: { ...input.Delete, Objects: input.Delete.Objects?.map((o) => ({ ...o, Key: under(o.Key) })) } }),
  });
  const strip = (listing: Listing): Listing => ({
    ...listing,
    Uploads: listing.Uploads?.map((u) => ({ ...u, Key: u.Key?.slice(prefix.length) })),
    NextKeyMarker: listing.NextKeyMarker?.slice(prefix.length),
  });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'send' || property === 'destroy') return value;
      const method = value as (input: Input, ...rest: unknown[]) => Promise<unknown>;
      if (property === 'listMultipartUploads')
        return async (input: Input, ...rest: unknown[]) =>
          strip(
            (await method.call(
              target,
              { ...input, Prefix: `${prefix}${input.Prefix ?? ''}`, KeyMarker: under(input.KeyMarker) },
              ...rest,
            )) as Listing,
          );
      return (input: Input, ...rest: unknown[]) =>
        method.call(target, input && typeof input === 'object' ? rewrite(input) : input, ...rest);
    },
  });
}
