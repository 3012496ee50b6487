import { wizardStepOfField } from '../../../domain/forms/submission-fields';

describe('the wizard step of a field', () => {
  it('puts the artist fields on step 0, the additional details on step 2 and everything else on the music step', () => {
    expect(['firstName', 'spotifyProfile', 'formSession'].map(wizardStepOfField)).toEqual([0, 0, 0]);
    expect(['bio', 'influences', 'proNumber'].map(wizardStepOfField)).toEqual([2, 2, 2]);
    expect(['releaseTitle', 'tracks[0].title', 'catalogueItems[1].spotifyUrl'].map(wizardStepOfField)).toEqual([1, 1, 1]);
  });
});
