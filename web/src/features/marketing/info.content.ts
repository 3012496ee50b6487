import { REVIEW_DAYS_THANK_YOU, REVIEW_DAYS_WAITING_LIST, TRANSFER_WEEKS } from '@domain/shared';
import { AUDIO_MAX_MB } from '@domain/files';
import { RELEASE_LEAD_WEEKS } from '@domain/release';

const review = `${REVIEW_DAYS_THANK_YOU.min}-${REVIEW_DAYS_THANK_YOU.max} days`;
const transfer = `${TRANSFER_WEEKS.min}-${TRANSFER_WEEKS.max} weeks`;

export const LEARN_MORE_STEPS = [
  {
    title: '1. Submit',
    text: 'Tell us who you are, upload WAV masters and artwork, add credits. Or list the releases you want to move to us.',
  },
  { title: '2. We listen', text: `Our A&R team listens to every submission and replies within ${review}.` },
  {
    title: '3. Agree terms',
    text: 'If it fits, we send a plain-English agreement: you keep your masters, 12-month term, 30 days’ notice.',
  },
  {
    title: '4. Plan the release',
    text: `We build the campaign with you — singles first if you like — at least ${RELEASE_LEAD_WEEKS} weeks ahead so stores and playlists can be pitched.`,
  },
  { title: '5. Release', text: 'We deliver to every major store and streaming service, and your dashboard shows each step.' },
  {
    title: 'Transfers',
    text: `Moving a catalogue? We request the takedown and re-release with your streams, followers and playlists intact, usually in ${transfer}.`,
  },
] as const;

export const ABOUT_VALUES = [
  {
    title: 'Artists first',
    text: 'Fair splits, short terms and no hidden fees. If a clause would make us uncomfortable, it is not in the contract.',
  },
  { title: 'Small roster', text: 'We say no more often than yes so every artist we work with gets time and attention.' },
  { title: 'Open books', text: 'Monthly statements line by line, paid on time, with answers from a person when something looks odd.' },
] as const;

export const FAQ = [
  {
    q: 'How long does the review take?',
    a: `We listen to every submission and reply within ${review}. In waiting-list mode we reply within ${REVIEW_DAYS_WAITING_LIST.min}-${REVIEW_DAYS_WAITING_LIST.max} days.`,
  },
  {
    q: 'Do I keep my masters?',
    a: 'Yes. You keep ownership of your recordings and compositions; we take a licence for the agreement’s term only.',
  },
  { q: 'How long is the agreement?', a: 'Twelve months, renewing only if we both want to, with 30 days’ notice to end it.' },
  {
    q: 'What file formats do you accept?',
    a: `WAV masters up to ${AUDIO_MAX_MB} MB per track (16 or 24-bit, 44.1 kHz or higher, stereo) and square JPEG artwork of at least 3000×3000 pixels.`,
  },
  {
    q: 'How far ahead should I plan a release?',
    a: `At least ${RELEASE_LEAD_WEEKS} weeks so we can pitch to playlists. If you need it sooner, tick "early release" and tell us why.`,
  },
  {
    q: 'Can I release singles before the full project?',
    a: 'Yes. Choose "singles first", pick the singles, their dates and order, and we show the whole timeline.',
  },
  {
    q: 'Will I lose my streams if I move my catalogue?',
    a: `No. Transfers keep streams, playlists and followers where stores allow. It usually takes ${transfer}.`,
  },
  {
    q: 'What are social clips?',
    a: 'Short 30-60 second excerpts of a track that we prepare for social media three weeks before a single comes out.',
  },
  { q: 'Who should I credit?', a: 'Everyone who wrote, produced or performed. Songwriter percentages need to add up to 100%.' },
  { q: 'Does submitting cost anything?', a: 'No. Submitting is free and there are no upfront fees if we release your music.' },
  {
    q: 'I reloaded the page — did I lose my answers?',
    a: 'No. The form keeps your answers in the same tab; only the files need picking again.',
  },
  { q: 'Do you offer publishing administration?', a: 'It is coming soon. Tick the switch in the form and we will tell you first.' },
] as const;
