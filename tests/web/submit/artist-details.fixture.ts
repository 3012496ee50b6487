/** Step 1 of the wizard as an artist fills it in: names, email and a place picked from the lists. */
export const MAYA_TIDES = {
  firstName: 'Maya',
  surname: 'Okafor',
  email: 'maya@example.com',
  artistName: 'Maya Tides',
  country: 'United Kingdom',
  city: 'Bristol',
};
