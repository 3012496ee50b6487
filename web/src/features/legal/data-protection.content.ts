import { DATA_REQUEST_RESPONSE_DAYS } from '@domain/shared';
import { LABEL, DPO, ARBITRATION } from './legal-parties';
import type { LegalDocument } from './legal-page.component';

export const DATA_PROTECTION: LegalDocument = {
  title: 'Data Protection',
  intro: `How ${LABEL} meets the UK GDPR, the Data Protection Act 2018 and, for artists in the EU, the EU GDPR.`,
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
