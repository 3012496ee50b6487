import { artistAgreementText } from '../../../domain/contract';

describe('artist agreement text', () => {
  const text = artistAgreementText({
    artistName: 'Nova',
    legalName: 'Ada Lovelace',
    email: 'ada@example.com',
    issuedOn: 'January 15, 2030',
  });

  it('names the parties and carries every term of the summary', () => {
    expect(text).toContain('Ada Lovelace, performing as "Nova"');
    expect(text).toContain('lasts 12 months');
    expect(text).toContain('non-exclusive');
    expect(text).toContain('Royalty Schedule');
    expect(text).toContain("30 days' written notice");
    expect(text).toContain('law of England and Wales');
  });
});
