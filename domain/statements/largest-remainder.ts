/** Floor division for signed bigints (toward minus infinity), so remainders are never negative. */
function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/**
 * Turns exact shares (each `numerators[i] / denominator` minor units) into whole minor units that add up to
 * `target`: every share is floored, then the missing units go one each to the largest remainders (ties to the
 * earlier share, so the result is repeatable). `target` must lie between the sum of the floors and that sum plus
 * the number of shares; the rounded exact total always does.
 */
export function largestRemainder(numerators: readonly bigint[], denominator: bigint, target: bigint): bigint[] {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const floors = numerators.map((n) => floorDivide(n, denominator));
  let missing = target - floors.reduce((sum, f) => sum + f, 0n);
  if (missing < 0n || missing > BigInt(numerators.length)) throw new RangeError('target out of reach of the shares');
  const byRemainder = numerators
    .map((n, index) => ({ index, remainder: n - floors[index] * denominator }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (missing === 0n) break;
    floors[index] += 1n;
    missing -= 1n;
  }
  return floors;
}

/** The exact total `Σ numerators / denominator` rounded half away from zero: what `largestRemainder` should reach. */
export function roundedTotal(numerators: readonly bigint[], denominator: bigint): bigint {
  const sum = numerators.reduce((total, n) => total + n, 0n);
  const half = denominator / 2n;
  return sum >= 0n ? (sum + half) / denominator : -((-sum + half) / denominator);
}
