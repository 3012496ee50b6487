/** The signed agreement's PDF (a plain link the browser downloads with the session cookie). */
export const agreementPdfUrlFrom = (baseUrl: string, signatureId: string): string =>
  `${baseUrl}/agreements/${encodeURIComponent(signatureId)}/pdf`;

/**
 * The built-in signer is a page of this portal: it is opened on the origin the artist is using, whatever host name
 * PUBLIC_URL gives, so the popup stays same-origin (its handle, cookies and form origin check all hold).
 */
export function onOwnOrigin(signUrl: string, origin: string = window.location.origin): string {
  const link = new URL(signUrl, origin);
  return `${origin}${link.pathname}${link.search}`;
}
