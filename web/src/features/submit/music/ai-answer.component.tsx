import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CONTAINS_AI, CONTAINS_AI_LABELS, type ContainsAi } from '@domain/release';

export interface AiAnswerProps {
  /** The wizard's field key, where its message shows and Next scrolls to. */
  field: string;
  /** What is asked about ('Track 1 · Night Drive', 'Artwork'). */
  subject: string;
  question: string;
  value: ContainsAi | null;
  error: string | undefined;
  onChange: (answer: ContainsAi) => void;
}

/** One none / some parts / all of it answer, with its subject named above the question. */
export function AiAnswer({ field, subject, question, value, error, onChange }: AiAnswerProps) {
  return (
    <FormControl error={!!error} data-field={field} required>
      <FormLabel>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {subject}
        </Typography>
        {question}
      </FormLabel>
      <RadioGroup row aria-label={`${subject}: ${question}`} value={value ?? ''} onChange={(e) => onChange(e.target.value as ContainsAi)}>
        {CONTAINS_AI.map((answer) => (
          <FormControlLabel key={answer} value={answer} control={<Radio />} label={CONTAINS_AI_LABELS[answer]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
