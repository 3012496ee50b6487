import { LABEL, DPO } from './legal-parties';
import type { LegalDocument } from './legal-page.component';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  intro: `This policy explains the cookies and similar storage ${LABEL} uses.`,
  sections: [
    { heading: 'What cookies are', paragraphs: ['Small files or storage entries a website keeps in your browser.'] },
    {
      heading: 'Strictly necessary storage',
      paragraphs: ['Your sign-in session (artists and staff) and the protection against automated form posts.'],
    },
    {
      heading: 'Session storage for your draft',
      paragraphs: [
        'The submission form keeps your answers in this browser tab so a reload does not lose them. It is deleted when you close the tab.',
      ],
    },
    {
      heading: 'Performance measurements',
      paragraphs: [
        'We record anonymous page-speed figures (web vitals) and error reports to fix problems. They are not used to track you.',
      ],
    },
    {
      heading: 'Chat widget',
      paragraphs: [
        'If live chat is offered, the chat provider sets its own cookies when the widget loads. It never loads in waiting-list mode.',
      ],
    },
    {
      heading: 'Offline cache',
      paragraphs: ['A service worker keeps a copy of the site’s files so the form still opens on a poor connection.'],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can delete cookies and site data in your browser settings; the site will still work, but you will need to sign in again.',
      ],
    },
    { heading: 'Contact', paragraphs: [`Questions about cookies: ${DPO}.`] },
  ],
};
