import { render, screen, within } from '@testing-library/react';
import { METADATA_RULE_MESSAGES, METADATA_RULES } from '../../../domain/metadata';
import { MetadataChecklist } from '../../../web/src/features/staff/review-desk/review-loop-sections.component';

describe('the metadata checklist on the review page', () => {
  it('lists every rule, passed or with its warning and source', () => {
    const message = METADATA_RULE_MESSAGES.featuringInArtist('Nova feat. Kite');
    const rule = METADATA_RULES.find((r) => r.id === 'featuring-in-artist');
    const source = rule?.source ?? 'no source';
    render(<MetadataChecklist warnings={[{ ruleId: 'featuring-in-artist', field: 'artistName', message, source }]} />);
    const items = within(screen.getByRole('list', { name: 'Metadata checklist' })).getAllByRole('listitem');
    expect(items).toHaveLength(METADATA_RULES.length);
    const flagged = items.find((item) => item.textContent?.includes(message));
    expect(flagged).toBeDefined();
    expect(within(flagged as HTMLElement).getByLabelText('Warning')).toBeInTheDocument();
    expect(within(flagged as HTMLElement).getByText(source)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Passed')).toHaveLength(METADATA_RULES.length - 1);
  });
});
