import type { MailTemplate } from './mail-template';

const ASK =
  '{{artistName}} sent "{{releaseTitle}}" to our label and named you on its split sheet. Please check your share and agree to it, or tell them what is wrong:';
const TRACKS = '{{#each trackTitles}}- {{this}}\n{{/each}}';
const EXPIRY = 'The link works until {{expiresOn}}. You need no account; keep the link private, it is yours alone.';

export const SPLIT_SHEET_REQUEST: MailTemplate = {
  text: `Hello {{name}},

{{#if reminder}}A reminder: your split sheet is still waiting for you.
{{/if}}${ASK}
${TRACKS}
{{link}}

${EXPIRY}
`,
  html: `<p>Hello {{name}},</p>
{{#if reminder}}<p><strong>A reminder:</strong> your split sheet is still waiting for you.</p>{{/if}}
<p>${ASK}</p>
<ul>{{#each trackTitles}}<li>{{this}}</li>{{/each}}</ul>
{{> button text="Review your split sheet"}}
<p>${EXPIRY}</p>
`,
};

const DECLINED =
  '{{collaborator}} declined their share of "{{releaseTitle}}" ({{#each trackTitles}}{{#if @index}}, {{/if}}{{this}}{{/each}}).';

export const SPLIT_SHEET_DECLINED: MailTemplate = {
  text: `Hello {{name}},

${DECLINED}

Their reason:
{{reason}}

Correct the split and send the release again: {{link}}
`,
  html: `<p>Hello {{name}},</p>
<p>${DECLINED}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c98a12;background:#faf7f2;white-space:pre-line;">{{reason}}</blockquote>
{{> button text="Open the release"}}
`,
};
