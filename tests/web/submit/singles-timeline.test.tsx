import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addCalendarDays, formatLongDate, toIsoDate } from '../../../domain/shared';
import { ReleaseStrategy } from '../../../web/src/features/submit/music/release-strategy.component';
import { emptyTrack } from '../../../web/src/stores/submission-form.model';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

const today = new Date();
const inDays = (days: number) => formatLongDate(addCalendarDays(today, days));
const entries = () => screen.getAllByTestId('timeline-entry').map((e) => e.textContent);
const single = (title: string) => screen.getByLabelText(`Release "${title}" as a single`);
const track = (title: string) => useSubmissionFormStore.getState().form.tracks.find((t) => t.title === title);

/** Renders the release strategy with 'singles first' chosen; returns the user who chose it. */
async function chooseSinglesFirst() {
  const user = userEvent.setup({ delay: null });
  renderSubmit(<ReleaseStrategy />);
  await user.click(screen.getByLabelText('Release singles first, then the full release'));
  return user;
}

beforeEach(() => {
  resetSubmitState();
  useSubmissionFormStore.getState().update((f) => ({
    ...f,
    releaseType: 'ep',
    releaseTitle: 'Tidewater',
    tracks: ['Harbour Lights', 'Low Water', 'Slack Tide'].map((title) => ({ ...emptyTrack(today), title })),
  }));
});

describe('the singles-first timeline', () => {
  it('moves an early full release date behind the singles, so Next does not stop on it', async () => {
    const early = toIsoDate(addCalendarDays(today, 7));
    act(() =>
      useSubmissionFormStore.getState().update((f) => ({ ...f, earlyReleaseRequest: true, releaseDate: early, fullReleaseDate: early })),
    );
    const user = await chooseSinglesFirst();
    await user.click(single('Low Water'));
    expect(useSubmissionFormStore.getState().form.fullReleaseDate).toBe(toIsoDate(addCalendarDays(today, 42)));
    expect(entries()).toEqual([`${inDays(42)}Single 1: Low Water`, `${inDays(42)}Full release: Tidewater`]);
  });

  it('is offered with 2 or more tracks only', () => {
    act(() => useSubmissionFormStore.getState().update((f) => ({ ...f, tracks: f.tracks.slice(0, 1) })));
    renderSubmit(<ReleaseStrategy />);
    expect(screen.queryByRole('radiogroup', { name: 'Release strategy' })).not.toBeInTheDocument();
  });

  it('ticking gives each single a default date 6 weeks apart, in tick order, then the full release', async () => {
    const user = await chooseSinglesFirst();
    expect(entries()).toEqual([`${inDays(42)}Full release: Tidewater`]);

    await user.click(single('Low Water'));
    await user.click(single('Harbour Lights'));
    expect(entries()).toEqual([
      `${inDays(42)}Single 1: Low Water`,
      `${inDays(84)}Single 2: Harbour Lights`,
      `${inDays(84)}Full release: Tidewater`,
    ]);
    expect(track('Low Water')).toMatchObject({
      releaseAsSingle: true,
      singleReleaseDate: toIsoDate(addCalendarDays(today, 42)),
      singleOrder: 1,
    });
  });

  it('unticking clears the date and order and renumbers the rest from 1', async () => {
    const user = await chooseSinglesFirst();
    await user.click(single('Low Water'));
    await user.click(single('Harbour Lights'));
    await user.click(single('Low Water'));
    expect(track('Low Water')).toMatchObject({ releaseAsSingle: false, singleReleaseDate: null, singleOrder: null });
    expect(entries()).toEqual([`${inDays(84)}Single 1: Harbour Lights`, `${inDays(84)}Full release: Tidewater`]);
  });

  it('follows edited single and full release dates', async () => {
    const user = await chooseSinglesFirst();
    await user.click(single('Slack Tide'));
    fireEvent.change(screen.getByLabelText('Single release date'), { target: { value: toIsoDate(addCalendarDays(today, 10)) } });
    fireEvent.change(screen.getByLabelText('Full release date'), { target: { value: toIsoDate(addCalendarDays(today, 70)) } });
    expect(entries()).toEqual([`${inDays(10)}Single 1: Slack Tide`, `${inDays(70)}Full release: Tidewater`]);
  });

  it('reorders the singles with the keyboard on the drag handle, renumbering from 1', async () => {
    const user = await chooseSinglesFirst();
    await user.click(single('Harbour Lights'));
    await user.click(single('Low Water'));
    const rows = () => screen.getAllByTestId('single-row');
    expect(rows().map((r) => within(r).getByText(/\.$/).nextSibling?.textContent)).toEqual(['Harbour Lights', 'Low Water']);

    // jsdom has no layout: give each row a box so the sortable list can measure where "down" is.
    rows().forEach((row, i) => {
      row.getBoundingClientRect = () => ({
        x: 0,
        y: i * 50,
        top: i * 50,
        left: 0,
        bottom: i * 50 + 40,
        right: 300,
        width: 300,
        height: 40,
        toJSON: () => ({}),
      });
    });
    const handle = screen.getByRole('button', { name: 'Drag to reorder Harbour Lights' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(entries().slice(0, 2)).toEqual([`${inDays(84)}Single 1: Low Water`, `${inDays(42)}Single 2: Harbour Lights`]);
    expect(track('Harbour Lights')?.singleOrder).toBe(2);
  });

  it("choosing 'together' clears every single and sets the full release date to the release date", async () => {
    const user = await chooseSinglesFirst();
    await user.click(single('Low Water'));
    fireEvent.change(screen.getByLabelText('Full release date'), { target: { value: toIsoDate(addCalendarDays(today, 90)) } });
    await user.click(screen.getByLabelText('Release all tracks together'));
    expect(screen.queryByTestId('timeline-entry')).not.toBeInTheDocument();
    const form = useSubmissionFormStore.getState().form;
    expect(form.tracks.every((t) => !t.releaseAsSingle && t.singleReleaseDate === null && t.singleOrder === null)).toBe(true);
    expect(form.fullReleaseDate).toBe(form.releaseDate);
  });
});
