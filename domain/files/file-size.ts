export const MEGABYTE = 1024 * 1024;

export interface FileFacts {
  name: string;
  /** MIME type as the browser reports it; may be empty. */
  type: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
