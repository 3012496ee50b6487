import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useWideScreen } from '../../../components/use-wide-screen.hook';
import type { WizardStepperProps } from './wizard-stepper.component';

const WizardStepper = lazy(async () => ({ default: (await import('./wizard-stepper.component')).WizardStepper }));

/**
 * The stepper on screens from 'sm' up; a phone shows 'Step 1 of 4' and a progress bar instead, so it never downloads
 * the stepper. The first render (the prerender's, and hydration's) is the empty space the stepper takes: at least its
 * height, so nothing below moves when it arrives.
 */
export function WideScreenStepper(props: WizardStepperProps) {
  const wide = useWideScreen('sm');
  return (
    <Box sx={{ display: { xs: 'none', sm: 'block' }, minHeight: { sm: 80, md: 60 }, mb: 3 }}>
      {wide && (
        <Suspense fallback={null}>
          <WizardStepper {...props} />
        </Suspense>
      )}
    </Box>
  );
}
