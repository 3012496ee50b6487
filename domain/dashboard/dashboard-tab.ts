// spec: artist-portal §2 Dashboard / §5: tab is an integer 0 to 2 (Earnings added with sales statements), otherwise
// reset to 0 (and the URL rewritten).
export const DASHBOARD_TABS = ['Dashboard', 'Contract Signing', 'Earnings'] as const;
export type DashboardTab = 0 | 1 | 2;
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 0;

export interface ParsedDashboardTab {
  tab: DashboardTab;
  /** False when the input was present but not 0, 1 or 2: the caller rewrites the URL to tab=0. */
  valid: boolean;
}

export function parseDashboardTab(value: string | number | null | undefined): ParsedDashboardTab {
  if (value === null || value === undefined || value === '') return { tab: DEFAULT_DASHBOARD_TAB, valid: true };
  const text = String(value).trim();
  if (text === '0' || text === '1' || text === '2') return { tab: Number(text) as DashboardTab, valid: true };
  return { tab: DEFAULT_DASHBOARD_TAB, valid: false };
}
