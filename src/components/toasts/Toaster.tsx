import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { noticeKey, notifications, type NotificationService } from '../../lib/notifications';
import * as css from './toasts.css';

// Most visits see no notice: a toast's code and its timer's machine load with the first one
// (docs/decisions.md, "First load").
const Toast = lazy(() => import('./Toast').then((module) => ({ default: module.Toast })));

/** Renders the notification service's notices as toasts. */
export function Toaster({ service = notifications }: { service?: NotificationService }) {
  const { t } = useLingui();
  const notices = useSyncExternalStore(service.subscribe, service.list, service.list);
  return (
    // A landmark of its own: the toasts sit outside the header, main and footer.
    <section aria-label={t`Notifications`}>
      <ol className={css.region} aria-label={t`Notifications`}>
        <Suspense fallback={null}>
          {notices.map((notice) => (
            // Keyed by what it says: the same notice said again stays the same toast (focus kept).
            <Toast
              key={noticeKey(notice)}
              notice={notice}
              onGone={() => service.dismiss(notice.id)}
            />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
