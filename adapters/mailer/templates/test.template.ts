import type { MailTemplate } from './mail-template';

const CHECK = "This is the test dashboard's port check for {{name}}: the portal's mailer sent it.";

export const TEST: MailTemplate = {
  text: `Hello,

${CHECK}
Open the portal: {{link}}
`,
  html: `<p>Hello,</p>
<p>${CHECK}</p>
{{> button text="Open the portal"}}
`,
};
