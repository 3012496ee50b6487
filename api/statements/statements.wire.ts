import type { RoyaltyPeriodSummary } from '../../application/ports/royalty-periods.repository.port';
import type { PeriodTotals } from '../../application/use-cases/statements/get-period-totals.use-case';
import type { UnmatchedWithCandidates } from '../../application/use-cases/statements/list-unmatched-lines.use-case';
import type { MoneyAmount, PeriodTotalsResponse, RoyaltyPeriodView, StatementResponse, UnmatchedLineGroupView } from '../../wire';
import { BREAKDOWN_DIMENSIONS, formatMinor, type PayeeStatement, roundToMinor } from '../../domain/statements';

export const money = (currency: string, minor: bigint): MoneyAmount => ({ currency, amount: formatMinor(minor, currency) });
/** An exact report total (precise units) as the currency writes it, rounded to its minor unit. */
export const preciseMoney = (currency: string, precise: string): MoneyAmount => money(currency, roundToMinor(BigInt(precise), currency));

export function toPeriodView(p: RoyaltyPeriodSummary): RoyaltyPeriodView {
  return { ...p, events: p.events.map((e) => ({ ...e, at: e.at.toISOString() })) };
}

export function toUnmatchedView(g: UnmatchedWithCandidates): UnmatchedLineGroupView {
  return {
    ...g,
    totals: Object.entries(g.totals).map(([c, t]) => preciseMoney(c, t)),
    likely: g.likely.map(({ trackId, title, artistName, releaseTitle, isrc, score }) => ({
      trackId,
      title,
      artistName,
      releaseTitle,
      isrc,
      score: Math.round(score * 100) / 100,
    })),
  };
}

export function toTotalsResponse(t: PeriodTotals): PeriodTotalsResponse {
  const base = t.period.baseCurrency;
  return {
    success: true,
    period: toPeriodView(t.period),
    byKind: t.byKind.map((k) => ({ ...money(k.currency, k.minor), kind: k.kind })),
    payees: t.payout.map((p) => ({
      payee: p.payee,
      name: p.name,
      payable: money(base, p.baseMinor),
      parts: Object.entries(p.parts).map(([c, m]) => money(c, m)),
    })),
    reports: t.reports.map((r) => ({
      fileName: r.fileName,
      store: r.store,
      reported: Object.entries(r.totals).map(([c, v]) => preciseMoney(c, v)),
      allocated: Object.entries(r.allocated).map(([c, v]) => money(c, BigInt(v))),
    })),
  };
}

export function toStatementResponse(s: PayeeStatement): StatementResponse {
  return {
    success: true,
    period: { id: s.period.id, name: s.period.name },
    payee: s.payee,
    name: s.name,
    totals: s.totals.map((t) => ({
      currency: t.currency,
      earned: formatMinor(t.earned, t.currency),
      escrowReleased: formatMinor(t.escrowReleased, t.currency),
      recouped: formatMinor(t.recouped, t.currency),
      broughtForward: formatMinor(t.broughtForward, t.currency),
      carriedForward: formatMinor(t.carriedForward, t.currency),
      payable: formatMinor(t.payable, t.currency),
      heldInEscrow: formatMinor(t.heldInEscrow, t.currency),
    })),
    breakdowns: Object.fromEntries(
      BREAKDOWN_DIMENSIONS.map((d) => [d, s.breakdowns[d].map((l) => ({ label: l.label, ...money(l.currency, l.minor) }))]),
    ) as StatementResponse['breakdowns'],
  };
}
