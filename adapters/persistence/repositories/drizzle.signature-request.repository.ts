import { and, desc, eq, getTableColumns, isNull, lte } from 'drizzle-orm';
import type { SignatureStatus } from '../../../domain/agreement';
import {
  completionOf,
  type SignatureEvidence,
  type SignatureOutcome,
  type StoredSignedPdf,
  SignatureInFlightError,
  type SignatureRequestRecord,
  type SignatureRequestRepository,
} from '../../../application/ports/signature-request.repository.port';
import type { Database } from '../database';
import { signatureRequests } from '../schema';
import { scopedDb } from '../unit-of-work';

// Everything but the PDF bytes and the token hash, which only their own queries read.
const { pdf: _pdf, signTokenHash: _hash, ...recordColumns } = getTableColumns(signatureRequests);

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export class DrizzleSignatureRequestRepository implements SignatureRequestRepository {
  constructor(private readonly root: Database) {}

  async create(record: Parameters<SignatureRequestRepository['create']>[0]): Promise<{ id: string }> {
    try {
      const [row] = await scopedDb(this.root).insert(signatureRequests).values(record).returning({ id: signatureRequests.id });
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new SignatureInFlightError();
      throw error;
    }
  }

  async attachProvider(id: string, providerRequestId: string, signUrl: string | null, signTokenHash: string | null): Promise<void> {
    await scopedDb(this.root)
      .update(signatureRequests)
      .set({ providerRequestId, signUrl, signTokenHash })
      .where(eq(signatureRequests.id, id));
  }

  find(id: string): Promise<SignatureRequestRecord | undefined> {
    return this.one(eq(signatureRequests.id, id));
  }

  findBySignTokenHash(hash: string): Promise<SignatureRequestRecord | undefined> {
    return this.one(eq(signatureRequests.signTokenHash, hash));
  }

  findByProviderRequestId(adapter: string, providerRequestId: string): Promise<SignatureRequestRecord | undefined> {
    return this.one(and(eq(signatureRequests.adapter, adapter), eq(signatureRequests.providerRequestId, providerRequestId)));
  }

  async latestForArtist(artistId: string): Promise<SignatureRequestRecord | undefined> {
    const [row] = await scopedDb(this.root)
      .select(recordColumns)
      .from(signatureRequests)
      .where(eq(signatureRequests.artistId, artistId))
      .orderBy(desc(signatureRequests.createdAt))
      .limit(1);
    return row ? { ...row, status: row.status as SignatureStatus } : undefined;
  }

  async expireDue(artistId: string, now: Date): Promise<number> {
    const rows = await scopedDb(this.root)
      .update(signatureRequests)
      .set({ status: 'expired', completedAt: now })
      .where(
        and(
          eq(signatureRequests.artistId, artistId),
          eq(signatureRequests.status, 'awaiting_signature'),
          lte(signatureRequests.expiresAt, now),
        ),
      )
      .returning({ id: signatureRequests.id });
    return rows.length;
  }

  async complete(id: string, status: SignatureOutcome, evidence: SignatureEvidence | null, pdf?: StoredSignedPdf): Promise<boolean> {
    const { pdfBytes, ...completion } = completionOf(status, evidence, pdf);
    const rows = await scopedDb(this.root)
      .update(signatureRequests)
      .set({ ...completion, pdf: pdfBytes })
      .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, 'awaiting_signature')))
      .returning({ id: signatureRequests.id });
    return rows.length === 1;
  }

  async attachPdf(id: string, pdf: StoredSignedPdf): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .update(signatureRequests)
      .set({ pdfKey: pdf.key, pdfSha256: pdf.sha256, pdf: pdf.bytes })
      .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, 'signed'), isNull(signatureRequests.pdfSha256)))
      .returning({ id: signatureRequests.id });
    return rows.length === 1;
  }

  async readPdf(id: string): Promise<Buffer | undefined> {
    const [row] = await scopedDb(this.root)
      .select({ pdf: signatureRequests.pdf })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id));
    return row?.pdf ?? undefined;
  }

  private async one(condition: ReturnType<typeof eq> | undefined): Promise<SignatureRequestRecord | undefined> {
    const [row] = await scopedDb(this.root).select(recordColumns).from(signatureRequests).where(condition);
    return row ? { ...row, status: row.status as SignatureStatus } : undefined;
  }
}
