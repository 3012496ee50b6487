import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A component (a dialog) whose code loads the first time `open` is true; it then stays mounted, so it can play its
 * closing transition and opens at once the next time.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { open: boolean }> & { preload(): void } {
  let loading: Promise<ComponentType<P>> | null = null;
  const once = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await once() }));
  function LazyWhenOpen(props: P & { open: boolean }) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  // Called when a person shows the intent to open (pointer over, focus, touch), so the code is there by the click.
  return Object.assign(LazyWhenOpen, { preload: () => void once().catch(() => (loading = null)) });
}
