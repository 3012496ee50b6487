import Typography from '@mui/material/Typography';
import { RELEASE_FIELD_NAMES, RELEASE_FIELDS, type ReleaseFields } from '@domain/release/release-fields';
import type { ContainsAi } from '@domain/release/ai-disclosure';
import { aiDisclosureInWords, containsAiInWords } from '@domain/release/ai-disclosure-words';
import { deskFieldLines, type HowTheDeskShowsEveryReleaseField } from './desk-field-lines';

/** Where the desk shows each declared release field: the page's heading lines, listed under them, or the AI answers. */
export const RELEASE_FIELDS_ON_DESK: HowTheDeskShowsEveryReleaseField = {
  releaseType: 'heading',
  releaseTitle: 'heading',
  primaryGenre: 'heading',
  subGenre: 'heading',
  releaseDate: 'heading',
  earlyReleaseRequest: 'listed',
  earlyReleaseReason: 'listed',
  releaseStrategy: 'listed',
  fullReleaseDate: 'listed',
  pLineYear: 'listed',
  pLineOwner: 'listed',
  cLineYear: 'listed',
  cLineOwner: 'listed',
  labelName: 'listed',
  upc: 'listed',
  // The artwork's answer in words below; the parts are said on each track answered 'some parts'.
  artworkContainsAi: 'ai-disclosure',
  aiVocals: 'ai-disclosure',
  aiInstrumentation: 'ai-disclosure',
  aiComposition: 'ai-disclosure',
  aiLyrics: 'ai-disclosure',
};

const listedLines = deskFieldLines(RELEASE_FIELD_NAMES, RELEASE_FIELDS_ON_DESK, (name) => RELEASE_FIELDS[name].label);

export interface ReleaseFieldListProps {
  release: ReleaseFields;
  /** The tracks' answers, which with the artwork's make the release's own. */
  tracks: readonly { containsAi: ContainsAi | null }[];
}

/** The release's declared fields in words, one line each; blanks (the label's defaults) left out. */
export function ReleaseFieldList({ release, tracks }: ReleaseFieldListProps) {
  return (
    <>
      {listedLines(release, null).map((line) => (
        <Typography key={line.name} variant="body2" color="text.secondary" data-release-field={line.name} sx={{ overflowWrap: 'anywhere' }}>
          {line.text}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary" data-release-field="containsAi">
        Generative AI (tracks and artwork): {aiDisclosureInWords({ ...release, tracks })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-release-field="artworkContainsAi">
        {RELEASE_FIELDS.artworkContainsAi.label}: {containsAiInWords(release.artworkContainsAi)}
      </Typography>
    </>
  );
}
