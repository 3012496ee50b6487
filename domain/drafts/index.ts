export { DRAFT_MESSAGES } from './draft.messages';
