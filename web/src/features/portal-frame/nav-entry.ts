import type { ReactNode } from 'react';

/** One way round a signed-in area: a page to open or an action (sign out). */
export interface NavEntry {
  label: string;
  icon: ReactNode;
  to?: string;
  onSelect?: () => void;
}
