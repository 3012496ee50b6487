import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { LazyAlert } from '../../../components/lazy-alert.component';
import { useWizardStore } from '../../../stores/wizard.store';

/**
 * Why the submission failed, beside the button that sent it: the person is looking there, so the message is shown
 * there and takes focus (a screen reader reads it; a phone scrolls to it).
 */
export function SubmitError() {
  const submitError = useWizardStore((s) => s.submitError);
  const failures = useWizardStore((s) => s.submitFailures);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!submitError) return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // Each refusal, even with the message of the one before: the button that was pressed has the focus now.
  }, [submitError, failures]);

  if (!submitError) return null;
  return (
    <Box ref={box} tabIndex={-1} sx={{ mt: 2, outline: 'none' }}>
      <LazyAlert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
        {submitError}
      </LazyAlert>
    </Box>
  );
}
