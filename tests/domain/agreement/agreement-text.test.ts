import {
  AGREEMENT_NOTICE_DAYS,
  AGREEMENT_SUMMARY,
  AGREEMENT_TERM_MONTHS,
  artistAgreementText,
  GOVERNING_LAW,
  LABEL_LEGAL_NAME,
  ROYALTY_SHARES,
} from '../../../domain/agreement';

describe('artist agreement text', () => {
  const issued = { artistName: 'Nova', legalName: 'Ada Lovelace', email: 'ada@example.com', issuedOn: 'January 15, 2030' };
  const text = artistAgreementText(issued);
  const summary = AGREEMENT_SUMMARY.join('\n');

  it('names both parties: the label by its legal name and the artist', () => {
    expect(text).toContain(`between ${LABEL_LEGAL_NAME} (the "Label") and Ada Lovelace, performing as "Nova"`);
    expect(text).not.toMatch(/between the Label/);
  });

  it('carries every term of the summary', () => {
    expect(text).toContain('lasts 12 months');
    expect(text).toContain('non-exclusive');
    expect(text).toContain('Royalty Schedule');
    expect(text).toContain("30 days' written notice");
    expect(text).toContain('governed by the law of England and Wales (United Kingdom)');
  });

  it('says in the dashboard summary what the full text says', () => {
    for (const term of [
      LABEL_LEGAL_NAME,
      `${AGREEMENT_TERM_MONTHS} months`,
      `${AGREEMENT_NOTICE_DAYS} days`,
      GOVERNING_LAW,
      `${ROYALTY_SHARES.streaming}% of net receipts`,
    ]) {
      expect({ term, inText: text.includes(term), inSummary: summary.includes(term) }).toEqual({ term, inText: true, inSummary: true });
    }
    expect(summary).toMatch(/non-exclusive/i);
  });
});
