import { convertAll, parseExchangeRate } from './exchange';

export interface PayableAmount {
  payee: string;
  currency: string;
  minor: bigint;
}

export interface PayoutLine {
  payee: string;
  /** Minor units of the base currency. */
  baseMinor: bigint;
  /** What it was made of, in each currency's minor units. */
  parts: Record<string, bigint>;
}

/**
 * Each payee's payable amounts converted to the period's base currency at its rates (largest remainder per currency,
 * so the converted parts add up to each currency's converted total). Payees whose total is not above zero are not
 * paid this time: their balance carries to the next statement.
 */
export function payoutLines(amounts: readonly PayableAmount[], base: string, rates: Record<string, string>): PayoutLine[] {
  const lines = new Map<string, PayoutLine>();
  const byCurrency = new Map<string, PayableAmount[]>();
  for (const amount of amounts) byCurrency.set(amount.currency, [...(byCurrency.get(amount.currency) ?? []), amount]);
  for (const [currency, list] of byCurrency) {
    const rate = currency === base ? 10n ** 10n : parseExchangeRate(rates[currency] ?? '');
    if (rate === null) throw new RangeError(`no exchange rate for ${currency}`);
    const converted = convertAll(
      list.map((a) => a.minor),
      currency,
      base,
      rate,
    );
    list.forEach((amount, index) => {
      const line = lines.get(amount.payee) ?? { payee: amount.payee, baseMinor: 0n, parts: {} };
      line.baseMinor += converted[index];
      line.parts[currency] = (line.parts[currency] ?? 0n) + amount.minor;
      lines.set(amount.payee, line);
    });
  }
  return [...lines.values()].filter((l) => l.baseMinor > 0n).sort((a, b) => a.payee.localeCompare(b.payee));
}
