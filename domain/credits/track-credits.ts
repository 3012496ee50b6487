// spec: public flow §3 Track credit record.
import { defaultProductionYear } from './production-year';

export interface CreditedArtist {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  roles: string[];
}

export interface Producer {
  id: string;
  firstName: string;
  surname: string;
  email: string;
}

export interface Songwriter {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  percentage: number;
}

export interface MasterSplit {
  id: string;
  contributorId?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  percentage: number | null;
}

export interface TrackCredits {
  soloWork: boolean;
  selfProduced: boolean;
  selfWritten: boolean;
  featuredArtists: CreditedArtist[];
  nonFeaturedArtists: CreditedArtist[];
  producers: Producer[];
  songwriters: Songwriter[];
  hasMasterSplit: boolean;
  masterSplits: MasterSplit[];
  productionYear: number | null;
  parentalAdvisory: boolean | null;
  lyrics: string;
}

export function emptyTrackCredits(today: Date): TrackCredits {
  return {
    soloWork: false,
    selfProduced: false,
    selfWritten: false,
    featuredArtists: [],
    nonFeaturedArtists: [],
    producers: [],
    songwriters: [],
    hasMasterSplit: false,
    masterSplits: [],
    productionYear: defaultProductionYear(today),
    parentalAdvisory: null,
    lyrics: '',
  };
}
