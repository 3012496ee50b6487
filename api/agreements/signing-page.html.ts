import { LABEL_LEGAL_NAME, SIGNING_PAGE_MESSAGES } from '../../domain/agreement';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.5}
.doc{white-space:pre-wrap;border:1px solid #ccc;border-radius:6px;padding:1rem;max-height:60vh;overflow:auto;background:#fafafa}
.error{background:#fdecea;color:#8a1c1c;padding:.75rem;border-radius:6px}.ok{background:#e8f5e9;padding:.75rem;border-radius:6px}
label{display:block;margin:.75rem 0}input[type=text]{box-sizing:border-box;width:100%;max-width:100%;padding:.5rem;font-size:1rem}
button{padding:.6rem 1.2rem;margin:0 .5rem .5rem 0;font-size:1rem}.party{color:#555;margin-top:-.5rem}.fingerprint{overflow-wrap:anywhere}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The built-in signer's page: the whole agreement, typed full name, consent tick, Sign and Decline. */
export function signingPage(input: {
  title: string;
  documentText: string;
  documentSha256: string;
  signerName: string;
  action: string;
  error?: string;
  typedName?: string;
}): string {
  return page(
    input.title,
    `<h1>${escape(input.title)}</h1>
<p class="party">Offered to you by ${escape(LABEL_LEGAL_NAME)}</p>
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<div class="doc" tabindex="0" aria-label="Agreement text">${escape(input.documentText)}</div>
<form method="post" action="${escape(input.action)}">
<input type="hidden" name="documentSha256" value="${escape(input.documentSha256)}">
<label>Type your full name (${escape(input.signerName)}) to sign
<input type="text" name="fullName" autocomplete="name" maxlength="200" value="${escape(input.typedName ?? '')}"></label>
<label><input type="checkbox" name="consent" value="yes"> I have read this agreement and agree to sign it electronically</label>
<button type="submit" name="action" value="sign">Sign</button>
<button type="submit" name="action" value="decline">Decline</button>
</form>
<p class="fingerprint"><small>Document fingerprint (SHA-256): ${escape(input.documentSha256)}</small></p>`,
  );
}

export function signingResultPage(message: string, kind: 'ok' | 'error'): string {
  return page(
    'Artist agreement',
    `<h1>Artist agreement</h1><p class="party">${escape(LABEL_LEGAL_NAME)}</p><p class="${kind}" role="status">${escape(message)}</p>`,
  );
}

export { SIGNING_PAGE_MESSAGES };
