import { SUPPORT_EMAIL } from '../../app/product';
import { LABEL, ARBITRATION } from './legal-parties';
import type { LegalDocument } from './legal-page.component';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  intro: `These terms govern your use of the ${LABEL} website and submission service. By submitting music or joining the waiting list you agree to them.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${LABEL} is an independent record label and distributor based in the United Kingdom. You can reach us at ${SUPPORT_EMAIL}.`,
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
