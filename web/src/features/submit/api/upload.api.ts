import { mutationOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { UploadGateway } from '../../../gateway/upload.gateway';
import { useMutationRunner } from '../../../queries/mutation-runner';
import { type SlotRef, startUpload } from '../uploads/file-uploads';

export type StartUpload = (ref: SlotRef, file: File) => Promise<unknown>;

/** A picked file's upload, at once (its progress lives on the form's slot; the submit awaits the same upload). */
export const uploadMutation = (uploads: UploadGateway) =>
  mutationOptions({
    mutationKey: ['upload'],
    networkMode: 'always',
    mutationFn: ({ ref, file }: { ref: SlotRef; file: File }) => startUpload(uploads, ref, file),
  });

export function useStartUpload(): StartUpload {
  const uploads = useInjection(PUBLIC_TOKENS.upload);
  const run = useMutationRunner(useMemo(() => uploadMutation(uploads), [uploads]));
  return useMemo(() => (ref: SlotRef, file: File) => run({ ref, file }), [run]);
}
