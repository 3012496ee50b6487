import { DATA_REQUEST_RESPONSE_DAYS, MINIMUM_USER_AGE, PRIVACY_RETENTION } from '../../../../domain/shared';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../app/product';
import type { LegalSection } from './legal-page.component';

const P = PRODUCT_NAME;
const DPO = SUPPORT_EMAIL.replace(/^[^@]+/, 'privacy');
const ARBITRATION = `Any dispute that cannot be settled by talking to us is finally resolved by arbitration in London under the Arbitration Act 1996, before a single arbitrator, in English. The laws of England and Wales govern these terms. Nothing here limits your statutory rights as a consumer in the UK or the EU.`;

export const TERMS_OF_SERVICE: { title: string; intro: string; sections: LegalSection[] } = {
  title: 'Terms of Service',
  intro: `These terms govern your use of the ${P} website and submission service. By submitting music or joining the waiting list you agree to them.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${P} is an independent record label and distributor based in the United Kingdom. You can reach us at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'Using the service',
      paragraphs: [
        'You must be at least 16 years old to submit music. You agree to give accurate details and to keep your contact details current.',
      ],
    },
    {
      heading: 'Your submission',
      paragraphs: [
        'Submitting music does not create a contract to release it. We listen to every submission and contact the artists whose music fits our roster, usually within 5-7 days.',
      ],
    },
    {
      heading: 'Rights you keep',
      paragraphs: [
        'You keep the copyright in everything you submit. You give us a limited licence to store, copy and listen to your files only to review your submission.',
      ],
    },
    {
      heading: 'Your promises',
      paragraphs: [
        'You confirm you own or control the rights in the recordings, compositions and artwork you submit, that every credited contributor agreed to be credited, and that nothing you send infringes anyone else’s rights.',
      ],
    },
    {
      heading: 'Catalogue transfers',
      paragraphs: [
        'If you ask us to move releases from another distributor, nothing moves until we both sign an agreement. We then request the takedown and redistribute your releases, keeping streams, playlists and followers where stores allow. It usually takes 2-4 weeks.',
      ],
    },
    {
      heading: 'Agreements',
      paragraphs: [
        'If we offer to work with you, the release is governed by a separate written agreement. Its terms prevail over these terms for that release.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not upload malware, attempt to get around our bot protection, or submit material that is unlawful, hateful or that you do not have the right to share.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We take care of your files but the website is provided as it is. We are not liable for indirect losses. Nothing limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may change these terms and will show the date of the last update at the top. You may stop using the service and ask us to delete your submission at any time.',
      ],
    },
    { heading: 'Governing law and disputes', paragraphs: [ARBITRATION] },
  ],
};

export const PRIVACY_POLICY: { title: string; intro: string; sections: LegalSection[] } = {
  title: 'Privacy Policy',
  intro: `This policy explains what personal data ${P} collects, why, how long we keep it and the rights you have under UK and EU data protection law.`,
  sections: [
    { heading: 'Who is responsible', paragraphs: [`${P} is the controller of your personal data. Our data-protection contact is ${DPO}.`] },
    {
      heading: 'What we collect',
      paragraphs: [
        'Names, email, phone, artist name, location, social and streaming links, your music and artwork, credits of the people who worked on your tracks, and technical data such as error reports and page performance.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To review your submission (our legitimate interest and steps before a contract), to run agreements we sign with you (contract), to keep the service secure (legitimate interest), and to send newsletters only if you ask (consent).',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our hosting, storage, email and work-management providers, under contracts that require them to protect your data. We never sell personal data.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: ['Where a provider processes data outside the UK or EEA we rely on adequacy decisions or standard contractual clauses.'],
    },
    { heading: 'How long we keep it', paragraphs: PRIVACY_RETENTION.map((r) => `${r.data}: ${r.years} years after ${r.after}.`) },
    {
      heading: 'Security',
      paragraphs: ['Files are stored in access-controlled storage, tokens are stored only as hashes, and staff access is logged.'],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for access, correction, deletion, restriction, portability, or object to processing. We answer within ${DATA_REQUEST_RESPONSE_DAYS} days. Write to ${DPO}.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `Our service is not for anyone under ${MINIMUM_USER_AGE}. We do not knowingly collect data from users under ${MINIMUM_USER_AGE} and delete it if we learn we have.`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['We use only the storage the site needs to work, plus the chat widget when it is offered. See our Cookie Policy.'],
    },
    {
      heading: 'Complaints and changes',
      paragraphs: [
        'You can complain to the UK Information Commissioner’s Office or your local EU authority. We show the date of the last change at the top of this page.',
      ],
    },
  ],
};

export const COOKIE_POLICY: { title: string; intro: string; sections: LegalSection[] } = {
  title: 'Cookie Policy',
  intro: `This policy explains the cookies and similar storage ${P} uses.`,
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

export const DATA_PROTECTION: { title: string; intro: string; sections: LegalSection[] } = {
  title: 'Data Protection',
  intro: `How ${P} meets the UK GDPR, the Data Protection Act 2018 and, for artists in the EU, the EU GDPR.`,
  sections: [
    {
      heading: 'Our commitments',
      paragraphs: ['We collect only what we need, keep it only as long as the retention periods in our Privacy Policy, and protect it.'],
    },
    {
      heading: 'Your rights in the UK',
      paragraphs: [
        'Under the UK GDPR you have the rights of access, rectification, erasure, restriction, portability and objection, and rights around automated decisions.',
      ],
    },
    {
      heading: 'Your rights in the EU',
      paragraphs: ['Artists in the EU have the same rights under the EU GDPR and may complain to their local supervisory authority.'],
    },
    {
      heading: 'Making a request',
      paragraphs: [`Email ${DPO} from the address you used with us. We reply within ${DATA_REQUEST_RESPONSE_DAYS} days, free of charge.`],
    },
    {
      heading: 'Data about collaborators',
      paragraphs: [
        'When you credit songwriters, producers or performers, you confirm they know their names and emails are shared with us for credits and royalties.',
      ],
    },
    { heading: 'Processors', paragraphs: ['Every provider that processes data for us is bound by a written data-processing agreement.'] },
    {
      heading: 'Breaches',
      paragraphs: ['We report qualifying breaches to the regulator within 72 hours and tell affected artists without undue delay.'],
    },
    { heading: 'Disputes', paragraphs: [ARBITRATION] },
  ],
};
