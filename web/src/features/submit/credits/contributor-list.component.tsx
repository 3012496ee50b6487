import type { ContributorGroup, CreditedArtist, TrackCredits } from '@domain/credits';
import { newId } from '../../../stores/submission-form.model';
import { PeopleList } from './people-list.component';

type Contributor<G extends ContributorGroup> = TrackCredits[G][number];

interface ListSpec<G extends ContributorGroup> {
  title: string;
  addLabel: string;
  lastNameKey: 'surname' | 'lastName';
  withRoles?: boolean;
  withPercentage?: boolean;
  make: () => Contributor<G>;
}

const artist = (): CreditedArtist => ({ id: newId('artist'), firstName: '', surname: '', email: '', roles: [] });
const shareholder = (kind: 'writer' | 'split') => () => ({ id: newId(kind), firstName: '', lastName: '', email: '', percentage: 0 });

const LISTS: { [G in ContributorGroup]: ListSpec<G> } = {
  featuredArtists: { title: 'Featured artists', addLabel: 'Add featured artist', lastNameKey: 'surname', withRoles: true, make: artist },
  nonFeaturedArtists: {
    title: 'Non-featured artists',
    addLabel: 'Add non-featured artist',
    lastNameKey: 'surname',
    withRoles: true,
    make: artist,
  },
  producers: {
    title: 'Producers',
    addLabel: 'Add producer',
    lastNameKey: 'surname',
    make: () => ({ id: newId('producer'), firstName: '', surname: '', email: '' }),
  },
  songwriters: {
    title: 'Songwriters',
    addLabel: 'Add songwriter',
    lastNameKey: 'lastName',
    withPercentage: true,
    make: shareholder('writer'),
  },
  masterSplits: {
    title: 'Master split',
    addLabel: 'Add person to the split',
    lastNameKey: 'lastName',
    withPercentage: true,
    make: shareholder('split'),
  },
};

export interface ContributorListProps<G extends ContributorGroup> {
  group: G;
  credits: TrackCredits;
  onChange: (credits: TrackCredits) => void;
  /** e.g. 'tracks[0].credits'. */
  prefix: string;
  errors: Record<string, string>;
}

/** One contributor group of a track's credits (featured artists, producers, songwriters, ...) as its list of people. */
export function ContributorList<G extends ContributorGroup>({ group, credits, onChange, prefix, errors }: ContributorListProps<G>) {
  return (
    <PeopleList<Contributor<G>>
      group={group}
      {...LISTS[group]}
      people={credits[group]}
      fieldPrefix={`${prefix}.${group}`}
      errors={errors}
      onChange={(people) => onChange({ ...credits, [group]: people })}
    />
  );
}
