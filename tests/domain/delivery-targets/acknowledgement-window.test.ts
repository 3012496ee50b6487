import { acknowledgementOverdueWarning, overdueAcknowledgements } from '../../../domain/delivery-targets';

const now = new Date('2025-06-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const targets = [
  { id: 'streamwave', acknowledgementWindowHours: 48 },
  { id: 'tidepool', acknowledgementWindowHours: 6 },
];

describe('acknowledgements overdue per target', () => {
  it('counts only the batches older than their own target’s window, and names the oldest', () => {
    const unanswered = [
      { targetId: 'streamwave', completedAt: hoursAgo(47) },
      { targetId: 'streamwave', completedAt: hoursAgo(48) },
      { targetId: 'streamwave', completedAt: hoursAgo(100) },
      { targetId: 'tidepool', completedAt: hoursAgo(7) },
      { targetId: 'removed-target', completedAt: hoursAgo(500) },
    ];
    expect(overdueAcknowledgements(unanswered, targets, now)).toEqual([
      { targetId: 'streamwave', batches: 2, oldestSentAt: hoursAgo(100) },
      { targetId: 'tidepool', batches: 1, oldestSentAt: hoursAgo(7) },
    ]);
  });

  it('leaves out a target whose batches are all within the window', () => {
    expect(overdueAcknowledgements([{ targetId: 'tidepool', completedAt: hoursAgo(5) }], targets, now)).toEqual([]);
  });

  it('reads as a warning naming the store, the count and the window', () => {
    expect(acknowledgementOverdueWarning('Streamwave', 1, 48, 'Jun 8, 2025, 9:00 AM')).toBe(
      'Streamwave has not acknowledged a batch sent more than 48 hours ago (the oldest sent Jun 8, 2025, 9:00 AM).',
    );
    expect(acknowledgementOverdueWarning('Tidepool', 3, 6, 'Jun 10, 2025')).toMatch(
      /^Tidepool has not acknowledged 3 batches sent more than 6 hours ago/,
    );
  });
});
