/**
 * Messages per second for the delivery bench: DDEX messages built as a delivery builds them (the builder checks each
 * against the shipped ERN 4.3.2 schema before it is returned), beside the portal's own check alone on the same message,
 * and the builder with the check left out. BENCH_ERN_SCHEMA names another XSD for the batched xmllint line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DdexErn43DeliveryPackageBuilder } from '../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import { ern432SchemaPath } from '../adapters/delivery-package/ddex/ddex-schema-files';
import { checkErnMessage } from '../adapters/delivery-package/ddex/xmllint.ern-schema-check';
import { aReleaseForDelivery } from '../tests/support/builders/release-for-delivery.builder';

export const ERN_SCHEMA = process.env.BENCH_ERN_SCHEMA ?? ern432SchemaPath();
const BATCH = 20;
const SECONDS_EACH = Number(process.env.BENCH_MESSAGE_SECONDS ?? 4);

/** One message checked as a delivery checks it before sending: the portal's own check (a fresh xmllint per message). */
export function validateMessage(xml: string): void {
  const verdict = checkErnMessage(xml);
  if (!verdict.valid) throw new Error(`invalid message: ${verdict.problems.join('; ').slice(0, 500)}`);
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
  const checked = new DdexErn43DeliveryPackageBuilder();
  const unchecked = new DdexErn43DeliveryPackageBuilder(() => ({ valid: true, problems: [] }));
  const release = aReleaseForDelivery('lp', 12);
  const sender = { partyId: 'PADPIDA2026112701X', name: 'Bench Records' };
  const options = (index: number) => ({ messageId: `BENCH-${index}`, createdAt: new Date(), sender });
  const sample = checked.build(release, options(0)).messageXml;
  return {
    trackCount: release.tracks.length,
    messageBytes: Buffer.byteLength(sample),
    buildOnly: await rate((index) => void unchecked.build(release, options(index))),
    buildAndValidate: await rate((index) => void checked.build(release, options(index))),
    validatorOnly: await rate(() => validateMessage(sample)),
    validatorBatched: BATCH * (await rate(() => validateBatch(sample, BATCH))),
  };
}

export function messageLines(rates: MessageRates): string[] {
  const perSecond = (value: number) => `${value.toFixed(1).padStart(8)} messages/s`;
  return [
    `Messages: a ${rates.trackCount}-track NewReleaseMessage (${(rates.messageBytes / 1024).toFixed(1)} KB), checked by the portal's own check (xmllint --schema ${path.relative(process.cwd(), ern432SchemaPath())}, one process per message), one at a time, ${SECONDS_EACH} s each:`,
    `built and validated ${perSecond(rates.buildAndValidate)}  (the builder as a delivery runs it: each message checked before it is returned)`,
    `validator alone     ${perSecond(rates.validatorOnly)}  (${(1000 / rates.validatorOnly).toFixed(0)} ms a message; building one without the check takes ${(1000 / rates.buildOnly).toFixed(0)} ms)`,
    `built alone         ${perSecond(rates.buildOnly)}  (the check left out)`,
    `validator, schema read once per ${BATCH} messages ${perSecond(rates.validatorBatched)}  (xmllint --schema ${path.relative(process.cwd(), ERN_SCHEMA)})  (what a validator kept in memory could reach)`,
  ];
}
