import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { confirmService, type ConfirmService } from './confirm';

// Most pages never ask: the dialog's code loads with the first question.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Shows the confirmations asked through `confirm()`, oldest first. */
export function ConfirmHost({ service = confirmService }: { service?: ConfirmService }) {
  const { i18n } = useLingui();
  const pending = useSyncExternalStore(service.subscribe, service.current, service.current);
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
