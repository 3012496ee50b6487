/** Tokens of the web's own ports (gateways to the API). */
export const TOKENS = {
  http: Symbol.for('HttpClient'),
  portalConfig: Symbol.for('PortalConfigGateway'),
} as const;
