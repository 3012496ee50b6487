/** POST /api/artist-invitations/create: the artist's names and example.com address, and why staff invite them. */
export function anInvitation(
  firstName: string,
  surname: string,
  overrides: { artistName?: string; email?: string; invitationReason?: string } = {},
) {
  return {
    artistName: `${firstName} ${surname}`,
    firstName,
    surname,
    email: `${firstName.toLowerCase()}@example.com`,
    invitationReason: 'Met at a showcase',
    ...overrides,
  };
}
