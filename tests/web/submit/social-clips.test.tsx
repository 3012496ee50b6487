import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CLIP_MESSAGES, CLIP_STATUSES } from '../../../domain/clips';
import { SocialClips } from '../../../web/src/features/submit/music/social-clips.component';
import { emptyTrack, type TrackDraft } from '../../../web/src/stores/submission-form.model';

function Harness({ hasAudio }: { hasAudio: boolean }) {
  const [track, setTrack] = useState<TrackDraft>(() => emptyTrack(new Date()));
  return <SocialClips track={track} index={0} hasAudio={hasAudio} onChange={(changes) => setTrack((t) => ({ ...t, ...changes }))} />;
}

const statuses = () => screen.getAllByTestId('clip-status').map((chip) => chip.textContent);

async function setTime(user: ReturnType<typeof userEvent.setup>, label: 'Start (mm:ss)' | 'End (mm:ss)', value: string, clip = 0) {
  const field = screen.getAllByRole('textbox', { name: label })[clip];
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Renders the clips panel of a track, with or without its WAV, and turns clips on. */
async function openClips({ hasAudio }: { hasAudio: boolean }) {
  const user = userEvent.setup({ delay: null });
  render(<Harness hasAudio={hasAudio} />);
  await user.click(screen.getByLabelText(CLIP_MESSAGES.toggleLabel));
  return user;
}

describe('social clip statuses', () => {
  it("is 'No Audio File' while the track has no WAV", async () => {
    await openClips({ hasAudio: false });
    expect(statuses()).toEqual([CLIP_STATUSES.noAudio]);
  });

  it("starts with one clip 00:00-00:30, 'Ready'", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness hasAudio />);
    expect(screen.queryByTestId('clip-status')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(CLIP_MESSAGES.toggleLabel));
    expect(screen.getByRole('textbox', { name: 'Start (mm:ss)' })).toHaveValue('00:00');
    expect(screen.getByRole('textbox', { name: 'End (mm:ss)' })).toHaveValue('00:30');
    expect(screen.getByText('30s')).toBeInTheDocument();
    expect(statuses()).toEqual([CLIP_STATUSES.ready]);
  });

  it("is 'Set Times' while a time is incomplete", async () => {
    const user = await openClips({ hasAudio: true });
    await setTime(user, 'End (mm:ss)', '01:');
    expect(statuses()).toEqual([CLIP_STATUSES.setTimes]);
  });

  it("is 'Invalid Duration' with the spec's message outside 30-60 s", async () => {
    const user = await openClips({ hasAudio: true });
    await setTime(user, 'Start (mm:ss)', '00:10');
    await setTime(user, 'End (mm:ss)', '01:20');
    expect(screen.getByText('70s')).toBeInTheDocument();
    expect(statuses()).toEqual([CLIP_STATUSES.invalidDuration]);
    expect(screen.getByRole('alert')).toHaveTextContent(CLIP_MESSAGES.invalidDuration);
    await setTime(user, 'End (mm:ss)', '01:05');
    expect(statuses()).toEqual([CLIP_STATUSES.ready]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects input that is not mm:ss', async () => {
    const user = await openClips({ hasAudio: true });
    await setTime(user, 'Start (mm:ss)', 'ab:9x');
    expect(screen.getByRole('textbox', { name: 'Start (mm:ss)' })).not.toHaveValue('ab:9x');
    expect(screen.getByRole('textbox', { name: 'Start (mm:ss)' })).toHaveValue('9');
  });

  it('allows a second clip and no third', async () => {
    const user = await openClips({ hasAudio: true });
    await user.click(screen.getByRole('button', { name: 'Add a second clip' }));
    expect(statuses()).toEqual([CLIP_STATUSES.ready, CLIP_STATUSES.ready]);
    expect(screen.queryByRole('button', { name: 'Add a second clip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove clip 2' }));
    expect(statuses()).toHaveLength(1);
  });
});
