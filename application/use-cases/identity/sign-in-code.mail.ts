import { LOST_CODE_MESSAGES } from '../../../domain/access';
import type { OutgoingMail } from '../../ports/mailer.port';

/** A fresh sign-in code, asked for by the artist ('Lost your code?') or sent by staff on request. */
export function signInCodeMail(
  artist: { email: string; firstName: string; artistName: string; artistCode: string; invitationCode: string },
  publicUrl: string,
  reason: 'lost-code' | 'staff-resend',
): OutgoingMail {
  const why = reason === 'lost-code' ? 'You asked for a new sign-in code.' : 'Our team sent you a new sign-in code, as you asked.';
  return {
    to: artist.email,
    category: 'sign-in-code',
    subject: LOST_CODE_MESSAGES.mailSubject(artist.artistName || artist.firstName),
    text: [
      `Hi ${artist.firstName || artist.artistName},`,
      '',
      `${why} Sign in at ${publicUrl}/login with:`,
      `  Artist ID: ${artist.artistCode}`,
      `  Sign-in code: ${artist.invitationCode}`,
      '',
      'Your earlier code no longer works. If you did not ask for this, you can ignore this mail: nobody else receives it.',
    ].join('\n'),
  };
}
