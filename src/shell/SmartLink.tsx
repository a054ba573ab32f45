import type { MouseEvent, PointerEventHandler, ReactNode } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../session/useSession';
import { notifications } from '../lib/notifications';

interface SmartLinkProps {
  className?: string;
  onPointerEnter?: PointerEventHandler;
  /** Called after a click was handled (the drawer closes). */
  onFollow?: () => void;
  children: ReactNode;
}

/**
 * The intelligent-platform link: `/smart` in a new window, or, logged out, a
 * "please log in" warning and the login page (spec §2.2).
 */
export function SmartLink({ className, onPointerEnter, onFollow, children }: SmartLinkProps) {
  const { t } = useLingui();
  const { loggedIn } = useSession();
  const router = useRouter();
  const navigate = useNavigate();
  const href = router.history.createHref(router.buildLocation({ to: '/smart' }).href);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn) {
      event.preventDefault();
      notifications.notify('warning', t`Please log in first`);
      void navigate({ to: '/loginn' });
    }
    onFollow?.();
  };

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onPointerEnter={onPointerEnter}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
