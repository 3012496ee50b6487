/** The signed agreement's PDF (a plain link the browser downloads with the session cookie). */
export const contractPdfUrl = (baseUrl: string, signatureId: string): string =>
  `${baseUrl}/contracts/${encodeURIComponent(signatureId)}/pdf`;
