import type { MailTemplate } from './mail-template';

const ASSIGNED = '{{assignedBy}} assigned "{{title}}" by {{artistName}} to you. It is {{status}}.';

export const SUBMISSION_ASSIGNED: MailTemplate = {
  text: `Hello {{name}},

${ASSIGNED}

Open it on the review desk: {{link}}
`,
  html: `<p>Hello {{name}},</p>
<p>${ASSIGNED}</p>
{{> button text="Open on the review desk"}}
`,
};
