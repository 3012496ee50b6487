import { useQuery } from '@tanstack/react-query';
import type { AudioAnalysisAnswer } from '@wire';
import { fetchJson } from '../gateway/fetch-json';

const POLL_MS = 1000;

/** GET /api/files/:fileId/analysis, as the file's form session (or the signed-in artist's cookie). */
export function fetchAudioAnalysis(fileId: string, formSession: string | null): Promise<AudioAnalysisAnswer> {
  return fetchJson<AudioAnalysisAnswer>(`/api/files/${encodeURIComponent(fileId)}/analysis`, {
    headers: formSession ? { 'X-Form-Session': formSession } : {},
  });
}

export const audioAnalysisQuery = (fileId: string, formSession: string | null) => ({
  queryKey: ['uploads', fileId, 'analysis'] as const,
  queryFn: () => fetchAudioAnalysis(fileId, formSession),
  // The job runs seconds after the upload: poll while it is queued, then keep the answer.
  refetchInterval: (query: { state: { data?: AudioAnalysisAnswer } }) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  staleTime: Infinity,
});

/** A stored WAV's analysis, polled until the job has measured it; null before there is a file. */
export function useAudioAnalysis(fileId: string | null, formSession: string | null): AudioAnalysisAnswer | null {
  const { data } = useQuery({ ...audioAnalysisQuery(fileId ?? '', formSession), enabled: fileId !== null });
  return fileId ? (data ?? null) : null;
}
