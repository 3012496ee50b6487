import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  AI_DISCLOSURE_QUESTIONS,
  AI_PART_LABELS,
  AI_PARTS,
  anyTrackPartly,
  type ContainsAi,
  NO_AI_PARTS,
  trackAiField,
} from '@domain/release';
import { useStepForm } from '../fields/use-step-form.hook';
import { AiAnswer } from './ai-answer.component';

/**
 * Whether generative AI made each track and the artwork and, for the tracks made partly with it, which parts (stores
 * read each answer as DDEX ContainsAI on the recording or the cover).
 */
export function AiDisclosureQuestion() {
  const { form, patch, patchTrack, errors, clearError } = useStepForm();
  const answerTrack = (index: number, answer: ContainsAi) => {
    const track = form.tracks[index];
    patchTrack(track.id, { containsAi: answer });
    clearError(trackAiField(index));
    clearError('aiParts');
    // Parts belong to 'some parts' only: once no track says so, the ticks go, so the rule never trips on a hidden tick.
    const tracks = form.tracks.map((t, i) => (i === index ? { containsAi: answer } : t));
    if (!anyTrackPartly(tracks)) patch(NO_AI_PARTS);
  };
  return (
    <Stack spacing={2}>
      {form.tracks.map((track, index) => (
        <AiAnswer
          key={track.id}
          field={trackAiField(index)}
          subject={track.title.trim() ? `Track ${index + 1} · ${track.title.trim()}` : `Track ${index + 1}`}
          question={AI_DISCLOSURE_QUESTIONS.track}
          value={track.containsAi}
          error={errors[trackAiField(index)]}
          onChange={(answer) => answerTrack(index, answer)}
        />
      ))}
      <AiAnswer
        field="artworkContainsAi"
        subject="Artwork"
        question={AI_DISCLOSURE_QUESTIONS.artwork}
        value={form.artworkContainsAi}
        error={errors.artworkContainsAi}
        onChange={(answer) => {
          patch({ artworkContainsAi: answer });
          clearError('artworkContainsAi');
        }}
      />
      {anyTrackPartly(form.tracks) && (
        <FormControl component="fieldset" error={!!errors.aiParts} data-field="aiParts" required>
          <FormLabel component="legend">{AI_DISCLOSURE_QUESTIONS.parts}</FormLabel>
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
    </Stack>
  );
}
