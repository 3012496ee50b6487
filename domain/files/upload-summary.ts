/** A file the release needs, as the review sees it: already on the server or not. */
export interface NeededFile {
  uploaded: boolean;
}

export interface UploadSummary {
  uploaded: number;
  total: number;
  text: string;
}

/** 'X of Y files uploaded', shown before Submit. */
export function uploadSummary(files: readonly NeededFile[]): UploadSummary {
  const uploaded = files.filter((f) => f.uploaded).length;
  return { uploaded, total: files.length, text: `${uploaded} of ${files.length} files uploaded` };
}
