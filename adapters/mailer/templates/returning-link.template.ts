import type { MailTemplate } from './mail-template';

const USE_IT = 'Thank you for your submission. For your next releases use your personal link (valid for {{validDays}} days):';

export const RETURNING_LINK: MailTemplate = {
  text: `Hi {{name}},

${USE_IT}
{{link}}
`,
  html: `<p>Hi {{name}},</p>
<p>${USE_IT}</p>
{{> button text="Submit your next release"}}
<p>Keep this link private: it opens the submission form in your name.</p>
`,
};
