import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '../../lib/notifications';
import { useToastMachine } from './useToastMachine';
import * as css from './toasts.css';

export function Toast({ notice, onGone }: { notice: Notice; onGone: () => void }) {
  const { t } = useLingui();
  const [, send] = useToastMachine(onGone);
  // The same notice said again comes under a new id (src/lib/notifications.ts): a full time again.
  const firstId = useRef(notice.id);
  useEffect(() => {
    if (notice.id !== firstId.current) send({ type: 'REPEAT' });
  }, [notice.id, send]);
  const urgent = notice.level === 'warning' || notice.level === 'error';
  return (
    <li
      className={css.toast[notice.level]}
      role={urgent ? 'alert' : 'status'}
      onPointerEnter={() => send({ type: 'PAUSE' })}
      onPointerLeave={() => send({ type: 'RESUME' })}
      onFocus={() => send({ type: 'PAUSE' })}
      onBlur={() => send({ type: 'RESUME' })}
    >
      {/* Written anew when said again, so that screen readers announce it again. */}
      <p key={notice.id} className={css.message}>
        {notice.message}
      </p>
      <button
        type="button"
        className={css.close}
        aria-label={t`Close`}
        onClick={() => send({ type: 'DISMISS' })}
      >
        ×
      </button>
    </li>
  );
}
