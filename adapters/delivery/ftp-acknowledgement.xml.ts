import type { StoreAcknowledgement } from '../../domain/release/store-acknowledgement';

// DDEX's ERN choreography FtpAcknowledgementMessage: MessageHeader, AcknowledgedFile, FileStatus, ErrorText,
// ProposedActionType, ManualCheckRequired. A store drops one beside the batch it took, named `ACK_<file>.xml`.

const CHOREOGRAPHY_NAMESPACE = 'http://ddex.net/xml/ern-c/15';

/** An acknowledgement file's name, as a reader of the batch folder looks for it. */
export const isAcknowledgementFile = (name: string) => /^ACK_.*\.xml$/i.test(name);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character content read once: the five predefined entities and numeric references, nothing decoded twice. */
function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return PREDEFINED[name] ?? whole;
  });
}

/** The text of the first element with this local name (any namespace prefix), or null. */
function leaf(xml: string, name: string): string | null {
  const found = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return found ? unescape(found[1]).trim() : null;
}

/**
 * The store's answer in an acknowledgement file, or null when the file is not an FtpAcknowledgementMessage with a
 * FileStatus (a file still being written, or another document): such a file is read again on the next pass.
 */
export function parseFtpAcknowledgement(xml: string): StoreAcknowledgement | null {
  if (!/<(?:[\w.-]+:)?FtpAcknowledgementMessage[\s>]/.test(xml) || !/<\/(?:[\w.-]+:)?FtpAcknowledgementMessage>/.test(xml)) return null;
  const fileStatus = leaf(xml, 'FileStatus');
  if (!fileStatus) return null;
  const errorText = leaf(xml, 'ErrorText');
  return { fileStatus, errorText: errorText || null, needsPerson: leaf(xml, 'ManualCheckRequired') === 'true' };
}

/** An acknowledgement as a store writes it (the built-in delivery's stand-in store, and tests playing a store). */
export function ftpAcknowledgementXml(options: {
  messageId: string;
  fileName: string;
  sender: string;
  recipient: string;
  createdAt: Date;
  acknowledgement: StoreAcknowledgement;
}): string {
  const { acknowledgement: ack } = options;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ernc:FtpAcknowledgementMessage xmlns:ernc="${CHOREOGRAPHY_NAMESPACE}" MessageVersionId="ern-c/15">`,
    '  <MessageHeader>',
    `    <MessageId>${escape(options.messageId)}</MessageId>`,
    `    <MessageSender><PartyId>${escape(options.sender)}</PartyId></MessageSender>`,
    `    <MessageRecipient><PartyId>${escape(options.recipient)}</PartyId></MessageRecipient>`,
    `    <MessageCreatedDateTime>${options.createdAt.toISOString()}</MessageCreatedDateTime>`,
    '  </MessageHeader>',
    `  <AcknowledgedFile><FileName>${escape(options.fileName)}</FileName></AcknowledgedFile>`,
    `  <FileStatus>${escape(ack.fileStatus)}</FileStatus>`,
    ...(ack.errorText ? [`  <ErrorText>${escape(ack.errorText)}</ErrorText>`] : []),
    `  <ManualCheckRequired>${ack.needsPerson}</ManualCheckRequired>`,
    '</ernc:FtpAcknowledgementMessage>',
    '',
  ].join('\n');
}
