import type { FakeRequest, FakeSignature } from './fake-state';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The provider's embedded signing app as hellosign-embedded sees it: it posts `hellosign:initialize` to the parent page
 * (which answers `hellosign:configure`), confirms a `hellosign:userCancelRequest` from the parent's close button, then
 * `hellosign:userSignRequest` / `hellosign:userDeclineRequest` and
 * `hellosign:userFinishRequest` when the signer acts; the page's own fetch tells the fake what was done.
 */
export function embeddedSignPage(input: { request: FakeRequest; signature: FakeSignature; token: string; parentUrl: string }): string {
  const { request, signature } = input;
  const config = {
    token: input.token,
    signatureId: signature.signature_id,
    parentOrigin: new URL(input.parentUrl).origin,
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dropbox Sign (fake): ${escape(request.title)}</title>
<style>body{font-family:sans-serif;margin:1rem}button{margin-right:.5rem;padding:.5rem 1rem}</style></head><body>
<h1>${escape(request.title)}</h1>
<p>Signer: ${escape(signature.signer_name)} (${escape(signature.signer_email_address)})</p>
<p id="state" role="status">Review the document, then sign.</p>
<button id="sign" type="button">Click to sign</button>
${request.allow_decline ? '<button id="decline" type="button">Decline to sign</button>' : ''}
<script>
const config = ${scriptJson(config)};
const post = (type, payload) => window.parent.postMessage(payload === undefined ? { type } : { type, payload }, config.parentOrigin);
window.addEventListener('message', (event) => {
  if (event.origin !== config.parentOrigin || !event.data) return;
  if (event.data.type === 'hellosign:configure') document.body.dataset.configured = 'true';
  // The parent's close button asks the app to cancel; the app confirms and the parent closes the frame.
  if (event.data.type === 'hellosign:userCancelRequest') post('hellosign:userCancelRequest');
});
async function act(action) {
  const response = await fetch('/editor/embeddedSign/act', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: config.token, action, reason: action === 'decline' ? 'Declined in the embedded page' : undefined }),
  });
  if (!response.ok) {
    document.getElementById('state').textContent = 'Could not ' + action + ': ' + (await response.text());
    return post('hellosign:error', { code: 'signature_request_invalid', signatureId: config.signatureId });
  }
  if (action === 'sign') post('hellosign:userSignRequest', { signatureId: config.signatureId });
  else post('hellosign:userDeclineRequest', { signatureId: config.signatureId, reason: 'Declined in the embedded page' });
  document.getElementById('state').textContent = action === 'sign' ? 'Signed.' : 'Declined.';
  post('hellosign:userFinishRequest');
}
document.getElementById('sign').addEventListener('click', () => act('sign'));
const decline = document.getElementById('decline');
if (decline) decline.addEventListener('click', () => act('decline'));
post('hellosign:initialize', {});
</script></body></html>`;
}

/** What the embedded app shows for a link it refuses (expired, already used, wrong client id), and tells the parent. */
export function embeddedErrorPage(message: string, code: string, parentUrl: string | null): string {
  const origin = parentUrl ? new URL(parentUrl).origin : null;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dropbox Sign (fake)</title></head><body>
<p id="state" role="alert">${escape(message)}</p>
<script>${origin ? `window.parent.postMessage({ type: 'hellosign:error', payload: { code: ${scriptJson(code)} } }, ${scriptJson(origin)});` : ''}</script>
</body></html>`;
}
