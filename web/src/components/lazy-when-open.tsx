import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component (a dialog) whose code loads the first time `open` is true; it then stays mounted, so it can play its
 * closing transition and opens at once the next time.
 */
export function lazyWhenOpen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { open: boolean }> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWhenOpen(props: P & { open: boolean }) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
