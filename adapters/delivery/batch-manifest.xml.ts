import { createHash } from 'node:crypto';
import type { MessageParty } from '../../application/ports/delivery-package.port';
import type { DeliveryBatch } from '../../application/ports/delivery.port';

/** A file of the batch as the manifest lists it: its path under the batch folder and its SHA-256. */
export interface ManifestFile {
  path: string;
  sha256: string;
  sizeBytes: number;
}

const CHOREOGRAPHY_NAMESPACE = 'http://ddex.net/xml/ern-c/15';

export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Text and attribute content as XML carries it: markup characters escaped, never read as references. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const party = (tag: string, p: MessageParty) =>
  `    <${tag}>\n      <PartyId>${escape(p.partyId)}</PartyId>\n      <PartyName><FullName>${escape(p.name)}</FullName></PartyName>\n    </${tag}>`;

const hashSum = (sha256: string, indent: string) =>
  `${indent}<HashSum><HashSum>${sha256}</HashSum><HashSumAlgorithmType>SHA-256</HashSumAlgorithmType></HashSum>`;

/**
 * `BatchComplete_<batchId>.xml`: the DDEX choreography's ManifestMessage for a batch. It names the release message with
 * its hash and every file of the batch (resources, metadata sheet) with theirs, so a receiver can check the batch whole.
 */
export function batchManifestXml(batch: DeliveryBatch, files: ManifestFile[], testMessage = false): string {
  const pkg = batch.package;
  const messageUrl = `${pkg.folder}/${pkg.messagePath}`;
  const fileLines = files.map((file) =>
    [
      '      <File>',
      `        <URI>${escape(file.path)}</URI>`,
      `        <FileSize>${file.sizeBytes}</FileSize>`,
      hashSum(file.sha256, '        '),
      '      </File>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ernm:ManifestMessage xmlns:ernm="${CHOREOGRAPHY_NAMESPACE}" MessageSchemaVersionId="ern-c/15">`,
    '  <MessageHeader>',
    `    <MessageThreadId>${escape(batch.batchId)}</MessageThreadId>`,
    `    <MessageId>BatchComplete_${escape(batch.batchId)}</MessageId>`,
    party('MessageSender', batch.sender),
    party('MessageRecipient', batch.recipient),
    `    <MessageCreatedDateTime>${batch.createdAt.toISOString()}</MessageCreatedDateTime>`,
    `    <MessageControlType>${testMessage ? 'TestMessage' : 'LiveMessage'}</MessageControlType>`,
    '  </MessageHeader>',
    `  <IsTestFlag>${testMessage}</IsTestFlag>`,
    `  <RootDirectory>/${escape(batch.batchId)}</RootDirectory>`,
    '  <NumberOfMessages>1</NumberOfMessages>',
    '  <MessageInBatch>',
    '    <MessageType>NewReleaseMessage</MessageType>',
    `    <MessageId>${escape(batch.messageId)}</MessageId>`,
    `    <URL>${escape(messageUrl)}</URL>`,
    `    <IncludedReleaseId><ICPN>${escape(pkg.folder)}</ICPN></IncludedReleaseId>`,
    '    <DeliveryType>NewReleaseDelivery</DeliveryType>',
    '    <ProductType>AudioProduct</ProductType>',
    hashSum(sha256Of(pkg.messageXml), '    '),
    '    <Files>',
    ...fileLines,
    '    </Files>',
    '  </MessageInBatch>',
    '</ernm:ManifestMessage>',
    '',
  ].join('\n');
}
