/** The adapters each port can run on; the first is the built-in default. */
export const ADAPTER_NAMES = {
  board: ['database', 'monday'],
  storage: ['local', 's3'],
  musicCatalogue: ['demo', 'spotify'],
  eSignature: ['builtin', 'dropbox-sign'],
  mailer: ['outbox', 'smtp'],
  delivery: ['built-in', 'sftp'],
} as const;

export type BoardAdapterName = (typeof ADAPTER_NAMES.board)[number];
export type StorageAdapterName = (typeof ADAPTER_NAMES.storage)[number];
export type MusicCatalogueAdapterName = (typeof ADAPTER_NAMES.musicCatalogue)[number];
export type ESignatureAdapterName = (typeof ADAPTER_NAMES.eSignature)[number];
export type MailerAdapterName = (typeof ADAPTER_NAMES.mailer)[number];
export type DeliveryAdapterName = (typeof ADAPTER_NAMES.delivery)[number];
