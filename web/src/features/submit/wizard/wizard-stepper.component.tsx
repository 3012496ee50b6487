import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { WIZARD_STEPS } from '@domain/forms';

export interface WizardStepperProps {
  step: number;
  completed: boolean[];
  /** The step a failed submission sent the artist back to, marked 'Needs attention'. */
  failedStep: number | null;
  onReach: (step: number) => void;
}

/** The four steps as a clickable stepper, for screens wide enough to show their names. */
export function WizardStepper({ step, completed, failedStep, onReach }: WizardStepperProps) {
  return (
    <Stepper nonLinear activeStep={step} alternativeLabel>
      {WIZARD_STEPS.map((label, i) => (
        <Step key={label} completed={completed[i] && i !== step}>
          <StepButton
            onClick={() => onReach(i)}
            optional={
              failedStep === i ? (
                <Typography variant="caption" color="error">
                  Needs attention
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
