import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { AI_DISCLOSURE_QUESTION, AI_PART_LABELS, AI_PARTS, CONTAINS_AI, CONTAINS_AI_LABELS, type ContainsAi } from '@domain/release';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';

const NO_PARTS = Object.fromEntries(AI_PARTS.map((part) => [part, false]));

/** Whether generative AI made any of the release and, when some of it, which parts (stores read it as DDEX ContainsAI). */
export function AiDisclosureQuestion() {
  const form = useSubmissionFormStore((s) => s.form);
  const patch = useSubmissionFormStore((s) => s.patch);
  const errors = useWizardStore((s) => s.errors);
  const clearError = useWizardStore((s) => s.clearError);
  const choose = (answer: ContainsAi) => {
    // Parts belong to 'some parts' only: another answer drops them, so the rule never trips on a hidden tick.
    patch(answer === 'Partly' ? { containsAi: answer } : { containsAi: answer, ...NO_PARTS });
    clearError('containsAi');
    clearError('aiParts');
  };
  return (
    <>
      <FormControl error={!!errors.containsAi} data-field="containsAi" required>
        <FormLabel id="contains-ai-label">{AI_DISCLOSURE_QUESTION}</FormLabel>
        <RadioGroup
          aria-labelledby="contains-ai-label"
          value={form.containsAi ?? ''}
          onChange={(e) => choose(e.target.value as ContainsAi)}
        >
          {CONTAINS_AI.map((answer) => (
            <FormControlLabel key={answer} value={answer} control={<Radio />} label={CONTAINS_AI_LABELS[answer]} />
          ))}
        </RadioGroup>
        {errors.containsAi && <FormHelperText>{errors.containsAi}</FormHelperText>}
      </FormControl>
      {form.containsAi === 'Partly' && (
        <FormControl component="fieldset" error={!!errors.aiParts} data-field="aiParts" required>
          <FormLabel component="legend">Which parts were made with generative AI?</FormLabel>
          <FormGroup>
            {AI_PARTS.map((part) => (
              <FormControlLabel
                key={part}
                label={AI_PART_LABELS[part]}
                control={
                  <Checkbox
                    checked={form[part]}
                    onChange={(e) => {
                      patch({ [part]: e.target.checked });
                      clearError('aiParts');
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.aiParts && <FormHelperText>{errors.aiParts}</FormHelperText>}
        </FormControl>
      )}
    </>
  );
}
