import type { MailTemplate } from './mail-template';
import { SIGN_IN_FIRST } from './sign-in-first.line';

export const STATUS_CHANGE: MailTemplate = {
  text: `Hello {{name}},

"{{title}}" is now {{status}}.{{#if headline}} {{headline}}{{/if}}
{{#if explanation}}
{{explanation}}
{{/if}}
{{#if note}}

A note from our team:
{{note}}
{{/if}}
{{#if pinnedNotes.length}}

What to change, field by field:
{{#each pinnedNotes}}
- {{label}}: {{note}}
{{/each}}
{{/if}}

See your submission: {{link}}
${SIGN_IN_FIRST}
`,
  html: `<p>Hello {{name}},</p>
<p>"{{title}}" is now <strong>{{status}}</strong>.{{#if headline}} {{headline}}{{/if}}</p>
{{#if explanation}}
<p style="white-space:pre-line;">{{explanation}}</p>
{{/if}}
{{#if note}}
<p style="margin-bottom:4px;font-weight:600;">A note from our team:</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c98a12;background:#faf7f2;white-space:pre-line;">{{note}}</blockquote>
{{/if}}
{{#if pinnedNotes.length}}
<p style="margin-bottom:4px;font-weight:600;">What to change, field by field:</p>
<ul style="margin:0 0 16px;padding-left:20px;">
{{#each pinnedNotes}}
<li><strong>{{label}}</strong>: {{note}}</li>
{{/each}}
</ul>
{{/if}}
{{> button text="See your submission"}}
<p style="color:#5f6368;">${SIGN_IN_FIRST}</p>
`,
};
