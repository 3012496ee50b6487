import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type { ReviewStep as ReviewStepComponent } from '../review/review-step.component';

// Steps 2-4 carry the heavy parts of the wizard (drag and drop, file drops, credits and splits, release dates), so each
// is its own chunk fetched when the artist reaches it; step 1 stays in the page chunk.

/** Space held while a step's chunk arrives, tall enough that the buttons below do not jump when it renders. */
function StepPlaceholder() {
  return (
    <Box
      role="status"
      aria-label="Loading this step"
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', pt: 6 }}
    >
      <CircularProgress aria-label="Loading this step" />
    </Box>
  );
}

function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Step = lazy(async () => ({ default: await load() }));
  return function LazyStep(props: P) {
    return (
      <Suspense fallback={<StepPlaceholder />}>
        <Step {...props} />
      </Suspense>
    );
  };
}

export const MusicStep = lazyStep(async () => (await import('../music/music-step.component')).MusicStep);
export const AdditionalStep = lazyStep(async () => (await import('../additional-step.component')).AdditionalStep);
export const ReviewStep = lazyStep<ComponentProps<typeof ReviewStepComponent>>(
  async () => (await import('../review/review-step.component')).ReviewStep,
);
