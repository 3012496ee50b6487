import { MASKED_SECRET } from '../../../adapters/mailer/mask-secrets';
import type { ComposedMail } from '../../../application/ports/mailer.port';
import { statusChangeMail } from '../../../application/use-cases/review-desk/status-change.mail';
import { LABEL_NAME } from '../../../domain/shared';
import { aMailRenderer, aTestMail, TEST_HOME_URL } from '../../support/builders/mail.builder';

const renderer = aMailRenderer();

const invitation = (code: string | null, token: string): ComposedMail<'invitation'> => ({
  to: 'wren@example.com',
  subject: 'Wren Yarrow, you are invited to submit your music',
  category: 'invitation',
  values: {
    name: 'Wren',
    link: `${TEST_HOME_URL}/i/${token}`,
    expiresOn: '2030-02-14',
    signIn: [{ signInUrl: `${TEST_HOME_URL}/login`, artistCode: 'ART-WREN22', code }],
  },
  secrets: code ? [token, code] : [token],
});

describe('HandlebarsMailRenderer', () => {
  it('masks a secret in both parts even where HTML escaping would change how it is written', () => {
    const secret = 'tok=en&"x"';
    const link = `${TEST_HOME_URL}/?t=${secret}`;
    const { delivery, masked } = renderer.render(aTestMail({ values: { name: 'Desk', link }, secrets: [secret] }));
    expect(delivery.text).toContain(link);
    expect(delivery.html).toContain('href="http://localhost:3000/?t&#x3D;tok&#x3D;en&amp;&quot;x&quot;"');
    for (const part of [masked.text, masked.html]) {
      expect(part).not.toContain('tok');
      expect(part).toContain(MASKED_SECRET);
    }
  });

  it('masks the link and the new code of an invitation, and writes the sign-in section a returning artist needs', () => {
    const fresh = renderer.render(invitation('K7QX2MWP9D', 'invite-token-123'));
    expect(fresh.delivery.text).toMatch(/\/login with:\n {2}Artist ID: ART-WREN22\n {2}Invitation code: K7QX2MWP9D\n/);
    expect(fresh.masked.text).toContain(`Invitation code: ${MASKED_SECRET}`);
    expect(fresh.masked.text).toContain(`/i/${MASKED_SECRET}`);
    expect(`${fresh.masked.text}${fresh.masked.html}`).not.toMatch(/K7QX2MWP9D|invite-token-123/);

    const known = renderer.render(invitation(null, 'invite-token-456'));
    expect(known.delivery.text).toContain('with your artist ID ART-WREN22 and the code you already have.');
    expect(known.delivery.text).not.toContain('Invitation code');
    expect(known.masked.html).toContain('ART-WREN22');
  });

  it('keeps plain text unescaped, escapes HTML, and leaves out the note paragraph when staff wrote none', () => {
    const summary = { id: 'f3c1', email: 'a@example.com', artistName: 'Nova & <Co>', releaseTitle: 'Night "Drive"' };
    const withNote = renderer.render(statusChangeMail(summary, 'Approved', 'Great <mix>', TEST_HOME_URL)).delivery;
    expect(withNote.text).toContain('Hello Nova & <Co>,\n\n"Night "Drive"" is now Approved.');
    expect(withNote.text).toContain('A note from our team:\nGreat <mix>\n');
    expect(withNote.html).toContain('Hello Nova &amp; &lt;Co&gt;,');
    expect(withNote.html).toContain('Great &lt;mix&gt;');
    expect(withNote.html).toContain('<title>Night &quot;Drive&quot;: Approved</title>');

    const without = renderer.render(statusChangeMail(summary, 'Approved', null, TEST_HOME_URL)).delivery;
    expect(without.text).not.toContain('A note from our team');
    expect(without.text).not.toMatch(/\n\n\n/);
    expect(without.html).not.toContain('A note from our team');
    const pinned = renderer.render(
      statusChangeMail(summary, 'Changes requested', null, TEST_HOME_URL, [
        { field: 'artworkFileId', note: 'No <logos>' },
        { field: 'tracks[1].title', note: 'Spelling' },
      ]),
    ).delivery;
    expect(pinned.text).toContain('What to change, field by field:\n- Track 2 title: Spelling\n- Artwork: No <logos>\n');
    expect(pinned.html).toContain('<li><strong>Artwork</strong>: No &lt;logos&gt;</li>');
    expect(without.text).not.toContain('field by field');
    const changes = renderer.render(statusChangeMail(summary, 'Changes requested', null, TEST_HOME_URL)).delivery;
    expect(changes.text).toContain('is now Changes requested.\nOur team asked');
    expect(without.text).toMatch(new RegExp(`\n\n--\n${LABEL_NAME}\n${TEST_HOME_URL}\n$`));
  });

  it('refuses a mail whose subject carries one of its secrets', () => {
    expect(() => renderer.render(aTestMail({ subject: 'Your code K7QX2MWP9D', secrets: ['K7QX2MWP9D'] }))).toThrow(
      "The 'test' mail would show one of its secrets to staff",
    );
  });

  it('refuses values a template needs but the mail lacks (strict templates)', () => {
    const incomplete = { ...aTestMail(), values: { name: 'Desk' } } as unknown as ComposedMail<'test'>;
    expect(() => renderer.render(incomplete)).toThrow(/"link" not defined/);
  });
});
