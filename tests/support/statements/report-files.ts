import { Readable } from 'node:stream';
import { DSRF_CELLS } from '../../../domain/statements';

/** A DSRF record as a tab-separated line, its cells placed by the profile's names. */
export function dsrfRecord(type: string, values: Record<string, string | number>): string {
  const names = DSRF_CELLS[type.slice(0, 4)];
  return [type, ...names.map((name) => String(values[name] ?? ''))].join('\t');
}

export interface DsrfSummaryInput {
  id: string;
  territory: string;
  currency: string;
  revenue: string;
  usages: number;
}

export interface DsrfSaleInput {
  summaryId: string;
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  streams: number;
  /** Sales with the same block key in a row share one block's release and resource records. */
  block?: string;
}

/** A basic audio profile report: HEAD, the summaries, one block per sale (release, resource, SU02), FOOT. */
export function* dsrfLines(input: {
  store: string;
  month: string;
  summaries: DsrfSummaryInput[];
  sales: Iterable<DsrfSaleInput>;
}): Generator<string> {
  yield dsrfRecord('HEAD', {
    MessageVersion: 'dsrf/3.0',
    Profile: 'BasicAudioProfile',
    ProfileVersion: '1.2',
    MessageId: `MSG-${input.store}-${input.month}`,
    MessageCreatedDateTime: `${input.month}-28T00:00:00Z`,
    FileNumber: 1,
    NumberOfFiles: 1,
    UsageStartDate: `${input.month}-01`,
    UsageEndDate: `${input.month}-28`,
    SenderPartyId: 'PADPIDA2030000001S',
    SenderName: input.store,
  });
  for (const s of input.summaries)
    yield dsrfRecord('SY02.02', {
      SummaryRecordId: s.id,
      CommercialModel: 'SubscriptionModel',
      UseType: 'OnDemandStream',
      Territory: s.territory,
      Usages: s.usages,
      CurrencyOfReporting: s.currency,
      NetRevenue: s.revenue,
      AllocatedUsages: s.usages,
      AllocatedNetRevenue: s.revenue,
    });
  let block = 0;
  let blockKey: string | undefined;
  let sales = 0;
  for (const sale of input.sales) {
    sales++;
    if (sale.block === undefined || sale.block !== blockKey) {
      block++;
      blockKey = sale.block;
      // The block's release and its one resource: the same block, title and artist, each with its own ids.
      const described = { BlockId: `B${block}`, Title: sale.title, DisplayArtistName: sale.artist };
      yield dsrfRecord('RE01', { ...described, ReleaseReference: 'R1', DspReleaseId: `DR${block}`, ICPN: sale.upc });
      yield dsrfRecord('AS02', {
        ...described,
        ResourceReference: 'A1',
        DspResourceId: `DA${block}`,
        ISRC: sale.isrc,
        ResourceType: 'SoundRecording',
      });
    }
    yield dsrfRecord('SU02', {
      BlockId: `B${block}`,
      SummaryRecordId: sale.summaryId,
      SalesTransactionId: `T${sales}`,
      TransactedRelease: 'R1',
      TransactedResource: 'A1',
      IsRoyaltyBearing: 'true',
      NumberOfStreams: sale.streams,
    });
  }
  yield dsrfRecord('FOOT', { NumberOfSummaryRecords: input.summaries.length, NumberOfBlocksInFile: block });
}

/** CSV text from rows of cells (quoted where needed). */
export function csvText(rows: (string | number)[][], delimiter = ','): string {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /["\n,;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(quote).join(delimiter)).join('\n') + '\n';
}

/** Lines as a stream of chunks, never held whole (for generated reports of hundreds of thousands of lines). */
export function streamOfLines(lines: Iterable<string>, linesPerChunk = 500): Readable {
  return Readable.from(
    (function* chunks() {
      let chunk: string[] = [];
      for (const line of lines) {
        chunk.push(line);
        if (chunk.length >= linesPerChunk) {
          yield Buffer.from(chunk.join('\n') + '\n');
          chunk = [];
        }
      }
      if (chunk.length) yield Buffer.from(chunk.join('\n') + '\n');
    })(),
  );
}
