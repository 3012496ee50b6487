import type { MailTemplate } from './mail-template';

const INVITED = 'Our team would love to hear your new music. Use your personal link to submit it:';
const EXPIRES = 'The link works once and expires on {{expiresOn}}.';
const AFTER = 'After you submit, follow your release and sign your artist agreement at';
const KEEP_PRIVATE = 'Keep this code private. If you did not expect this mail, you can ignore it.';
const LOST = "Lost your code? Choose 'Lost your code?' on that page and we will email you a new one.";

export const INVITATION: MailTemplate = {
  text: `Hi {{name}},

${INVITED}
{{link}}

${EXPIRES}
{{#each signIn}}

{{#if code}}
${AFTER} {{signInUrl}} with:
  Artist ID: {{artistCode}}
  Invitation code: {{code}}

${KEEP_PRIVATE}
{{else}}
${AFTER} {{signInUrl}} with your artist ID {{artistCode}} and the code you already have.
${LOST}
{{/if}}
{{/each}}
`,
  html: `<p>Hi {{name}},</p>
<p>${INVITED}</p>
{{> button text="Submit your music"}}
<p>${EXPIRES}</p>
{{#each signIn}}
{{#if code}}
<p>${AFTER} <a href="{{signInUrl}}" style="color:#12263a;">{{signInUrl}}</a> with:</p>
{{#> facts}}{{> fact label="Artist ID" value=artistCode}}{{> fact label="Invitation code" value=code}}{{/facts}}
<p>${KEEP_PRIVATE}</p>
{{else}}
<p>${AFTER} <a href="{{signInUrl}}" style="color:#12263a;">{{signInUrl}}</a> with your artist ID <strong>{{artistCode}}</strong> and the code you already have.</p>
<p>${LOST}</p>
{{/if}}
{{/each}}
`,
};
