import { useEffect, useMemo } from 'react';

/** A blob URL for the file while it is shown, revoked when the file changes or the component leaves. */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
