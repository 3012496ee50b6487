/** Move up / move down on a track card; out-of-range moves return the list unchanged (a copy). */
export function moveTrack<T>(tracks: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const result = [...tracks];
  if (index < 0 || index >= tracks.length || target < 0 || target >= tracks.length) return result;
  [result[index], result[target]] = [result[target], result[index]];
  return result;
}

export function removeTrack<T>(tracks: readonly T[], index: number): T[] {
  return tracks.filter((_, i) => i !== index);
}
