import type { MailTemplate } from './mail-template';

const WHY = '{{#if askedByArtist}}You asked for a new sign-in code.{{else}}Our team sent you a new sign-in code, as you asked.{{/if}}';
const ENDING = 'Your earlier code no longer works. If you did not ask for this, you can ignore this mail: nobody else receives it.';

export const SIGN_IN_CODE: MailTemplate = {
  text: `Hi {{name}},

${WHY} Sign in at {{link}} with:
  Artist ID: {{artistCode}}
  Sign-in code: {{code}}

${ENDING}
`,
  html: `<p>Hi {{name}},</p>
<p>${WHY} Sign in with:</p>
{{#> facts}}{{> fact label="Artist ID" value=artistCode}}{{> fact label="Sign-in code" value=code}}{{/facts}}
{{> button text="Sign in"}}
<p>${ENDING}</p>
`,
};
