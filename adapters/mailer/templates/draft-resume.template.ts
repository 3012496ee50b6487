import type { MailTemplate } from './mail-template';

const SAVED = 'Your answers{{#if title}} for "{{title}}"{{/if}} and uploaded files are saved. Continue where you left off, on any device:';
const EXPIRY = 'The link works until {{expiresOn}}; every save keeps your draft for longer.';
const PRIVATE = 'Keep it private: anyone with the link can see and change this draft.';

export const DRAFT_RESUME: MailTemplate = {
  text: `Hello{{#if name}} {{name}}{{/if}},

${SAVED}
{{link}}

${EXPIRY}
${PRIVATE}
`,
  html: `<p>Hello{{#if name}} {{name}}{{/if}},</p>
<p>${SAVED}</p>
{{> button text="Continue your release"}}
<p>${EXPIRY}<br>${PRIVATE}</p>
`,
};
