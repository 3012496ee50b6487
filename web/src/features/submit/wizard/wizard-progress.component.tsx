import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';

/**
 * The wizard's progress bar on phones, drawn as MobileStepper's 'progress' variant draws it (a determinate
 * LinearProgress in an 8 px padded row): those two components would add their own code to /submit's first load.
 */
export function WizardProgress({ step, steps }: { step: number; steps: number }) {
  const percent = steps > 1 ? Math.ceil((step / (steps - 1)) * 100) : 100;
  return (
    <Box sx={{ display: { xs: 'block', sm: 'none' }, py: 1 }}>
      <Box
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        sx={{ position: 'relative', overflow: 'hidden', height: 4, zIndex: 0, bgcolor: (t) => lighten(t.palette.primary.main, 0.62) }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: 'primary.main',
            transform: `translateX(${percent - 100}%)`,
            transition: (t) => t.transitions.create('transform', { duration: '.4s', easing: 'linear' }),
          }}
        />
      </Box>
    </Box>
  );
}
