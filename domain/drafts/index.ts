export { DRAFT_MESSAGES } from './draft.messages';
export { FINISH_LATER_MESSAGES, FINISH_LATER_PER_DRAFT, FINISH_LATER_PER_RECIPIENT } from './finish-later';
