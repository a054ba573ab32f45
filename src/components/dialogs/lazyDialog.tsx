import { Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import { loadOnDemand } from '../../lib/loadOnDemand';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { loadDialog } from './Dialog';

/** While an opened dialog's code arrives: said, not shown, so nothing on the page moves. */
function DialogLoading() {
  return (
    <p className={visuallyHidden} role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * A dialog (or a host of dialogs) whose code loads when it first opens, together with the dialog
 * frame's (`loadDialog`), so that a screen's first view does not wait for it (docs/decisions.md,
 * "First load"). Closed and not loaded yet, it renders nothing; once its code is here it stays
 * mounted like any dialog, so it opens and closes (and gives focus back) as before. A component
 * without `open` counts as open while it is rendered. `preload` starts the loading on the
 * opener's approach (hover, focus), as the router preloads a link's screen.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = loadOnDemand(() =>
    Promise.all([load(), loadDialog()]).then(([Loaded]) => ({ Loaded })),
  );

  function LoadedDialog(props: Props) {
    // Always through `use`, with the one shared promise: React resolves it at once after the
    // first opening, and a render that suspended reads it again when it resumes.
    const { Loaded } = use(code.load());
    return <Loaded {...props} />;
  }

  function LazyDialog(props: Props) {
    const loaded = useSyncExternalStore(code.subscribe, code.current, code.current);
    if ('open' in props && props.open === false && !loaded) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <LoadedDialog {...props} />
      </Suspense>
    );
  }

  // A preload that fails (offline) is harmless: the opening loads again.
  const preload = () => void code.load().catch(() => undefined);
  return Object.assign(LazyDialog, { preload });
}
