import type { MailTemplate } from './mail-template';
import { SIGN_IN_FIRST } from './sign-in-first.line';

const RECEIVED = 'Thank you: we received {{#if resubmission}}your changes to {{/if}}"{{title}}". Your reference is {{reference}}.';
const REVIEW = 'Our team reviews every release within {{reviewDays}} days and will write to you with the outcome.';

export const SUBMISSION_RECEIVED: MailTemplate = {
  text: `Hello {{name}},

${RECEIVED}
${REVIEW}

Follow your submission: {{link}}
${SIGN_IN_FIRST}
`,
  html: `<p>Hello {{name}},</p>
<p>${RECEIVED}<br>${REVIEW}</p>
{{> button text="Follow your submission"}}
<p style="color:#5f6368;">${SIGN_IN_FIRST}</p>
`,
};
