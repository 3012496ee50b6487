import { LOST_CODE_MESSAGES } from '../../../domain/access';
import type { OutgoingMail } from '../../ports/mailer.port';

/** A fresh sign-in code, asked for by the artist ('Lost your code?') or sent by staff on request. */
export function signInCodeMail(
  artist: { email: string; firstName: string; artistName: string; artistCode: string; invitationCode: string },
  publicUrl: string,
  reason: 'lost-code' | 'staff-resend',
): OutgoingMail {
  return {
    to: artist.email,
    category: 'sign-in-code',
    subject: LOST_CODE_MESSAGES.mailSubject(artist.artistName || artist.firstName),
    values: {
      name: artist.firstName || artist.artistName,
      askedByArtist: reason === 'lost-code',
      link: `${publicUrl}/login`,
      artistCode: artist.artistCode,
      code: artist.invitationCode,
    },
    secrets: [artist.invitationCode],
  };
}
