/** The Handlebars sources of one mail category: a plain-text body and an HTML body, each wrapped in the layout. */
export interface MailTemplate {
  text: string;
  html: string;
}
