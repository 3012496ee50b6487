import { useState } from 'react';
import { checkUndo, STATUS_UNDO_WINDOW_MINUTES } from '@domain/status';
import { ActionAlert } from '../../../components/action-alert.component';
import type { ReviewView as ReviewDetail } from './review-detail.view';

/** Offers to take back the latest change while the domain's undo window is open. */
export function UndoLastChange({ reviews, status, onUndo }: { reviews: ReviewDetail['reviews']; status: string; onUndo(): Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const last = reviews[0]?.actor === 'artist' ? undefined : reviews[0];
  const undo = checkUndo(
    status,
    last && { fromStatus: last.fromStatus, toStatus: last.toStatus, at: new Date(last.createdAt) },
    new Date(),
  );
  if (!undo.ok) return null;
  const run = () => onUndo().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  return (
    <ActionAlert severity="info" sx={{ mt: 2 }} actionLabel="Undo" onAction={run}>
      Moved to {status}. You can undo this within {STATUS_UNDO_WINDOW_MINUTES} minutes (back to {undo.backTo}).
      {error && <div role="alert">{error}</div>}
    </ActionAlert>
  );
}
