import { useEffect, useState } from 'react';
import { DASHBOARD_MESSAGES } from '../../../../domain/dashboard';
import { useInjection } from '../../di/container-context';
import { PORTAL_TOKENS } from '../../di/portal-tokens';
import { ApiError } from '../../gateway/api-error';
import type { SubmissionDetail as PortalSubmissionDetail } from '../../../../contracts';
import type { ProfileGateway } from '../../gateway/profile.gateway';

export interface SubmissionLoad {
  submission: PortalSubmissionDetail | null;
  loading: boolean;
  error: string | null;
  notFound: boolean;
}

/** One of the artist's own submissions, with the messages of artist-portal §8. */
export function useSubmission(id: string | undefined): SubmissionLoad & { setSubmission(s: PortalSubmissionDetail): void } {
  const gateway = useInjection<ProfileGateway>(PORTAL_TOKENS.profile);
  const [state, setState] = useState<SubmissionLoad>({ submission: null, loading: true, error: null, notFound: false });

  useEffect(() => {
    let live = true;
    if (!id) {
      setState({ submission: null, loading: false, error: DASHBOARD_MESSAGES.noSubmissionId, notFound: false });
      return;
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    gateway.submission(id).then(
      (submission) => live && setState({ submission, loading: false, error: null, notFound: false }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setState({ submission: null, loading: false, error: null, notFound: true });
        else if (error instanceof ApiError && error.status === 401)
          setState({ submission: null, loading: false, error: DASHBOARD_MESSAGES.notAuthenticated, notFound: false });
        else
          setState({
            submission: null,
            loading: false,
            error: error instanceof ApiError && error.status > 0 ? error.message : DASHBOARD_MESSAGES.detailsLoadFailed,
            notFound: false,
          });
      },
    );
    return () => {
      live = false;
    };
  }, [gateway, id]);

  return { ...state, setSubmission: (submission) => setState({ submission, loading: false, error: null, notFound: false }) };
}
