import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-bindings';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { showDraft } from '../drafts/draft-sync';
import { LandingInvalid, LandingLoading } from './landing-states.component';

/** /submit/resume/{token}: the private 'finish later' link opens its draft in the wizard, on any device. */
export function ResumeDraftPage() {
  const { token = '' } = useParams();
  const gateway = useInjection<DraftGateway>(PUBLIC_TOKENS.draft);
  const [draftId, setDraftId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    gateway.resume(token).then(
      (answer) => {
        if (!live) return;
        showDraft(answer, null);
        setDraftId(answer.data.id);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [gateway, token]);

  if (error) return <LandingInvalid title="This link can't be used" message={error} />;
  if (!draftId) return <LandingLoading what="link" />;
  return <Navigate to={`/submit?draft=${draftId}`} replace />;
}
