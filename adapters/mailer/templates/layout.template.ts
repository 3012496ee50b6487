// Mail clients drop <style> and external CSS unevenly: the layout is tables with inline styles, 600 px at most.
const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Wraps every mail: the label's name on top, the body, and the label's name and address at the foot. */
export const LAYOUT = {
  text: `{{body}}

--
{{labelName}}
{{homeUrl}}
`,
  html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ec;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e6e1d8;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:3px solid #c98a12;font:700 22px/1.3 Georgia,'Times New Roman',serif;">
<a href="{{homeUrl}}" style="color:#12263a;text-decoration:none;">{{labelName}}</a>
</td></tr>
<tr><td style="padding:8px 24px 16px;font:16px/1.55 ${FONT};color:#1f2328;">
{{{body}}}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e6e1d8;font:13px/1.5 ${FONT};color:#5f6368;">
{{labelName}} &middot; <a href="{{homeUrl}}" style="color:#5f6368;">{{homeUrl}}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`,
};

/** Partials the HTML bodies share: the call-to-action button (with the link written out) and a table of facts. */
export const HTML_PARTIALS = {
  button: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0 8px;"><tr>
<td style="border-radius:6px;background:#12263a;"><a href="{{link}}" style="display:inline-block;padding:12px 22px;font:600 16px/1.2 ${FONT};color:#ffffff;text-decoration:none;border-radius:6px;">{{text}}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;color:#5f6368;">If the button does not work, open this link:<br><a href="{{link}}" style="color:#12263a;word-break:break-all;">{{link}}</a></p>`,
  facts: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">
{{> @partial-block}}
</table>`,
  fact: `<tr><td style="padding:4px 16px 4px 0;color:#5f6368;">{{label}}</td><td style="padding:4px 0;font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:600;">{{value}}</td></tr>`,
};
