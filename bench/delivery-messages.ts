/**
 * Messages per second for the delivery bench: DDEX messages built and checked against the schema before sending,
 * beside the validator alone on the same messages. The validator is one function: point `validateMessage` at the
 * portal's own check before sending when it lands; until then it is xmllint on the ERN schema the tests use
 * (BENCH_ERN_SCHEMA names another XSD, e.g. ../shared/vendor-api/ddex/ern432/release-notification.xsd).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DdexErn43DeliveryPackageBuilder } from '../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import { aReleaseForDelivery } from '../tests/support/builders/release-for-delivery.builder';
import { DDEX_FIXTURES } from '../tests/support/ddex-schema';

export const ERN_SCHEMA = process.env.BENCH_ERN_SCHEMA ?? path.join(DDEX_FIXTURES, 'ern43', 'release-notification.xsd');
const BATCH = 20;
const SECONDS_EACH = Number(process.env.BENCH_MESSAGE_SECONDS ?? 4);

/** One message checked as a delivery checks it before sending: a fresh xmllint reading the XSD and the message. */
export function validateMessage(xml: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/xmllint', ['--noout', '--nonet', '--schema', ERN_SCHEMA, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let report = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (report += text));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`invalid message: ${report.trim().slice(0, 500)}`))));
    child.stdin.end(xml);
  });
}

/** The same check with the schema read once for a batch of messages: what a validator kept in memory could reach. */
async function validateBatch(xml: string, count: number): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-ern-'));
  try {
    const files = Array.from({ length: count }, (_, i) => path.join(dir, `m${i}.xml`));
    await Promise.all(files.map((file) => writeFile(file, xml)));
    await new Promise<void>((resolve, reject) =>
      execFile('/usr/bin/xmllint', ['--noout', '--nonet', '--schema', ERN_SCHEMA, ...files], (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `step` for about SECONDS_EACH seconds, one at a time; its rate per second. */
async function rate(step: (index: number) => Promise<void> | void): Promise<number> {
  const start = performance.now();
  let done = 0;
  while (performance.now() - start < SECONDS_EACH * 1000) await step(done++);
  return done / ((performance.now() - start) / 1000);
}

export interface MessageRates {
  trackCount: number;
  messageBytes: number;
  buildOnly: number;
  buildAndValidate: number;
  validatorOnly: number;
  validatorBatched: number;
}

/** A 12-track album's NewReleaseMessage, as many times a second as the builder and the validator allow. */
export async function messageRates(): Promise<MessageRates> {
  const builder = new DdexErn43DeliveryPackageBuilder();
  const release = aReleaseForDelivery('lp', 12);
  const sender = { partyId: 'PADPIDA2026112701X', name: 'Bench Records' };
  const build = (index: number) => builder.build(release, { messageId: `BENCH-${index}`, createdAt: new Date(), sender }).messageXml;
  const sample = build(0);
  await validateMessage(sample);
  return {
    trackCount: release.tracks.length,
    messageBytes: Buffer.byteLength(sample),
    buildOnly: await rate((index) => void build(index)),
    buildAndValidate: await rate((index) => validateMessage(build(index))),
    validatorOnly: await rate(() => validateMessage(sample)),
    validatorBatched: BATCH * (await rate(() => validateBatch(sample, BATCH))),
  };
}

export function messageLines(rates: MessageRates): string[] {
  const perSecond = (value: number) => `${value.toFixed(1).padStart(8)} messages/s`;
  return [
    `Messages: a ${rates.trackCount}-track NewReleaseMessage (${(rates.messageBytes / 1024).toFixed(1)} KB), checked by xmllint --schema ${path.relative(process.cwd(), ERN_SCHEMA)}, one process per message, one at a time, ${SECONDS_EACH} s each:`,
    `built and validated ${perSecond(rates.buildAndValidate)}`,
    `validator alone     ${perSecond(rates.validatorOnly)}  (${(1000 / rates.validatorOnly).toFixed(0)} ms a message; building one takes ${(1000 / rates.buildOnly).toFixed(0)} ms)`,
    `built alone         ${perSecond(rates.buildOnly)}`,
    `validator, schema read once per ${BATCH} messages ${perSecond(rates.validatorBatched)}  (what a validator kept in memory could reach)`,
  ];
}
