import { DATA_REQUEST_RESPONSE_DAYS, MINIMUM_USER_AGE, PRIVACY_RETENTION } from '@domain/shared';
import { LABEL, DPO } from './legal-parties';
import type { LegalDocument } from './legal-page.component';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This policy explains what personal data ${LABEL} collects, why, how long we keep it and the rights you have under UK and EU data protection law.`,
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [`${LABEL} is the controller of your personal data. Our data-protection contact is ${DPO}.`],
    },
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
