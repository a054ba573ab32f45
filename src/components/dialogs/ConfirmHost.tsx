import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { confirmService, preloadConfirmDialog, type ConfirmService } from './confirm';

// Most pages never ask: the dialog's code is not in the first load (see preloadConfirmDialog).
const ConfirmDialog = lazy(() =>
  preloadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/** Shows the confirmations asked through `confirm()`, oldest first. */
export function ConfirmHost({ service = confirmService }: { service?: ConfirmService }) {
  const { i18n } = useLingui();
  const pending = useSyncExternalStore(service.subscribe, service.current, service.current);
  const pendingId = pending?.id;
  useLayoutEffect(() => {
    if (pendingId === undefined) return;
    // The dialog is removed as soon as it is answered, before it could give focus back
    // itself: return it to what had it when the question came (before the dialog takes it),
    // or to the content when that is gone (a guard's question arrives after a navigation).
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus();
      } else {
        document.getElementById('main')?.focus();
      }
    };
  }, [pendingId]);
  if (!pending) return null;
  const { request, answer } = pending;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={pending.id}
        open
        title={i18n._(request.title)}
        content={i18n._(request.content)}
        icon={request.icon}
        buttons={request.buttons?.map((button) => ({ ...button, label: i18n._(button.label) }))}
        onAnswer={answer}
      />
    </Suspense>
  );
}
