/** A submission on the board as its column values (by the board's column names): Mara Quay's 'Lantern Season'. */
export const LANTERN_SEASON_ITEM = {
  name: 'Mara Quay - Lantern Season',
  columnValues: { status: 'New', first_name: 'Mara', email: 'mara@example.com', release_date: '2026-03-06', track_count: 3 },
};
