import Handlebars from 'handlebars';
import type { MailCategory } from '../../application/ports/mail-categories';
import type { OutgoingMail } from '../../application/ports/mailer.port';
import { maskValues } from './mask-secrets';
import { HTML_PARTIALS, LAYOUT, MAIL_TEMPLATES, type MailTemplate } from './templates';

export interface MailParts {
  text: string;
  html: string;
}

export interface RenderedMail {
  /** What the artist receives. */
  delivery: MailParts;
  /** The same mail with every secret it declared masked: what staff read once it goes out by SMTP. */
  masked: MailParts;
}

type Render = (context: object) => string;
interface Compiled {
  text: Render;
  html: Render;
}

/**
 * Renders each mail's plain-text and HTML parts from its category's Handlebars templates, inside the layout
 * that names the label and links home. HTML escapes every value; the text part is plain text, never escaped.
 */
export class HandlebarsMailRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly layout: Compiled;
  private readonly templates: { readonly [K in MailCategory]: Compiled };

  constructor(private readonly site: { labelName: string; homeUrl: string }) {
    for (const [name, source] of Object.entries(HTML_PARTIALS)) this.handlebars.registerPartial(name, source);
    this.layout = this.compile(LAYOUT);
    this.templates = {
      'sign-in-code': this.compile(MAIL_TEMPLATES['sign-in-code']),
      'draft-resume': this.compile(MAIL_TEMPLATES['draft-resume']),
      'submission-received': this.compile(MAIL_TEMPLATES['submission-received']),
      'status-change': this.compile(MAIL_TEMPLATES['status-change']),
      'returning-link': this.compile(MAIL_TEMPLATES['returning-link']),
      invitation: this.compile(MAIL_TEMPLATES.invitation),
      'submission-assigned': this.compile(MAIL_TEMPLATES['submission-assigned']),
      'split-sheet-request': this.compile(MAIL_TEMPLATES['split-sheet-request']),
      'split-sheet-declined': this.compile(MAIL_TEMPLATES['split-sheet-declined']),
      test: this.compile(MAIL_TEMPLATES.test),
    };
  }

  render(mail: OutgoingMail): RenderedMail {
    const masked = this.parts(mail, maskValues(mail.values, mail.secrets));
    this.assertMasked(mail, masked);
    return { delivery: this.parts(mail, mail.values), masked };
  }

  private parts(mail: OutgoingMail, values: object): MailParts {
    const template = this.templates[mail.category];
    const frame = { ...this.site, subject: mail.subject };
    return {
      text: this.layout.text({ ...frame, body: template.text(values).trimEnd() }),
      html: this.layout.html({ ...frame, body: template.html(values) }),
    };
  }

  /** A secret in the subject, or one a template could still print, is a bug: refuse the mail rather than show it. */
  private assertMasked(mail: OutgoingMail, masked: MailParts): void {
    const shown = [mail.subject, masked.text, masked.html].join('\n');
    const leaked = mail.secrets.some(
      (secret) => secret.length > 0 && (shown.includes(secret) || shown.includes(this.handlebars.escapeExpression(secret))),
    );
    if (leaked) throw new Error(`The '${mail.category}' mail would show one of its secrets to staff`);
  }

  private compile(template: MailTemplate): Compiled {
    return {
      text: this.handlebars.compile(template.text, { noEscape: true, strict: true }),
      html: this.handlebars.compile(template.html, { strict: true }),
    };
  }
}
