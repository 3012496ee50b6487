import type { MailTemplate } from './mail-template';

const SAVED = 'Your answers and uploaded files are saved. Continue where you left off, on any device:';
const EXPIRY = 'The link works until {{expiresOn}}; every save keeps your draft for longer.';
const PRIVATE = 'Keep it private: anyone with the link can see and change this draft.';
const UNASKED = 'If you did not ask for this link, ignore this mail: nothing is sent on without you.';

export const DRAFT_RESUME: MailTemplate = {
  text: `Hello,

${SAVED}
{{link}}

${EXPIRY}
${PRIVATE}
${UNASKED}
`,
  html: `<p>Hello,</p>
<p>${SAVED}</p>
{{> button text="Continue your release"}}
<p>${EXPIRY}<br>${PRIVATE}</p>
<p>${UNASKED}</p>
`,
};
