import { AGREEMENT_NOTICE_DAYS, AGREEMENT_TERM_MONTHS, GOVERNING_LAW, LABEL_LEGAL_NAME, ROYALTY_SHARES } from './agreement-terms';

export interface AgreementParties {
  artistName: string;
  legalName: string;
  email: string;
  /** Long-form date the agreement is issued (formatted by the caller from its clock). */
  issuedOn: string;
}

export const AGREEMENT_TITLE = 'Non-Exclusive Artist Distribution Agreement';

/**
 * The full agreement (artist-portal §3 summary: 12-month term, non-exclusive rights, royalties per schedule,
 * 30 days' written notice, UK law). The exact text shown is hashed and stored with the signature.
 */
export function artistAgreementText(p: AgreementParties): string {
  return [
    AGREEMENT_TITLE,
    '',
    `This agreement is made on ${p.issuedOn} between ${LABEL_LEGAL_NAME} (the "Label") and ${p.legalName}, performing as "${p.artistName}" (the "Artist"), contact email ${p.email}.`,
    '',
    '1. Term',
    `1.1 This agreement starts on the date it is signed and lasts ${AGREEMENT_TERM_MONTHS} months (the "Term"). It renews for further periods of ${AGREEMENT_TERM_MONTHS} months unless either party ends it under clause 6.`,
    '',
    '2. Grant of rights',
    '2.1 The Artist grants the Label a non-exclusive, worldwide licence during the Term to reproduce, distribute, make available, stream and sell the sound recordings, artwork and metadata the Artist submits through the portal (the "Recordings"), and to use the Artist\'s name, approved images and biography to promote them.',
    '2.2 The licence is non-exclusive: the Artist remains free to release, license and exploit the Recordings elsewhere. The Artist keeps ownership of all copyright in the Recordings and the underlying compositions.',
    '',
    '3. Artist warranties',
    "3.1 The Artist confirms that they own or control every right needed to grant this licence, that all featured performers, producers and songwriters are correctly credited, and that the Recordings infringe no one else's rights.",
    '3.2 The Artist will tell the Label promptly of any claim concerning the Recordings.',
    '',
    '4. Royalties',
    '4.1 The Label pays the Artist royalties on net receipts from the Recordings according to the Royalty Schedule below. "Net receipts" means the money the Label actually receives from stores and services for the Recordings, less taxes the Label must pay on it.',
    `4.2 Royalty Schedule: (a) downloads and streaming: ${ROYALTY_SHARES.streaming}% of net receipts to the Artist; (b) synchronisation and other licences arranged by the Label: ${ROYALTY_SHARES.licensing}% of net receipts to the Artist; (c) physical sales, if any: ${ROYALTY_SHARES.physical}% of net receipts to the Artist.`,
    '4.3 The Label accounts to the Artist quarterly, within 45 days of the end of each quarter, with a statement of receipts, and pays any balance above £20; smaller balances carry forward.',
    '4.4 Splits recorded in the portal between collaborators are paid as recorded; the Artist is responsible for agreements with their own collaborators.',
    '',
    '5. Delivery and removal',
    '5.1 The Label may decline to distribute a Recording that does not meet store requirements. The Artist may ask the Label to take a Recording down at any time; the Label will request removal from stores within 10 working days.',
    '',
    '6. Termination',
    `6.1 Either party may end this agreement at any time by giving the other ${AGREEMENT_NOTICE_DAYS} days' written notice (email is sufficient).`,
    '6.2 On termination the Label will request removal of the Recordings from stores and services, and will continue to account for royalties received after termination for sales and streams made before it.',
    '',
    '7. Data protection',
    "7.1 The Label processes the Artist's personal data only to perform this agreement, in line with the UK GDPR and the Data Protection Act 2018.",
    '',
    '8. General',
    '8.1 This agreement is the whole agreement between the parties about its subject and replaces any earlier arrangement about it.',
    `8.2 This agreement is governed by ${GOVERNING_LAW}, and the courts of England and Wales have exclusive jurisdiction over any dispute arising from it.`,
    '8.3 The parties agree that this agreement may be signed electronically, and that an electronic signature has the same effect as a handwritten one.',
  ].join('\n');
}
