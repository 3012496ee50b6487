import { emptyTrackCredits, type TrackCredits } from '../../../domain/credits';
import type { MusicStepInput, MusicStepTrack } from '../../../domain/forms';

/** A fixed clock: Wednesday 15 January 2025, local time. */
export const TODAY = new Date(2025, 0, 15);

export function day(offset: number, from: Date = TODAY): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Empty credits as the panel starts them, with the parental-advisory answer given and last year's production. */
export function someCredits(overrides: Partial<TrackCredits> = {}): TrackCredits {
  return { ...emptyTrackCredits(TODAY), productionYear: 2024, parentalAdvisory: false, ...overrides };
}

export function aTrack(overrides: Partial<MusicStepTrack> = {}): MusicStepTrack {
  return { title: 'Song', hasFile: true, containsAi: 'None', ...overrides };
}

class MusicStepBuilder {
  private form: MusicStepInput = {
    uploadType: 'new-music',
    releaseType: 'single',
    releaseTitle: 'First Light',
    primaryGenre: 'Pop',
    subGenre: 'Indie Pop',
    releaseDate: day(42),
    earlyReleaseRequest: false,
    earlyReleaseReason: '',
    tracks: [aTrack()],
    catalogueItems: [],
    artworkContainsAi: 'None',
  };

  with(overrides: Partial<MusicStepInput>): this {
    this.form = { ...this.form, ...overrides };
    return this;
  }

  withTracks(n: number, overrides: Partial<MusicStepTrack> = {}): this {
    this.form = { ...this.form, tracks: Array.from({ length: n }, (_, i) => aTrack({ title: `Song ${i + 1}`, ...overrides })) };
    return this;
  }

  build(): MusicStepInput {
    return this.form;
  }
}

export const aMusicStep = (): MusicStepBuilder => new MusicStepBuilder();
