import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/useSession';
import * as dropdown from '../../components/dropdown/dropdown.css';
import * as css from './account.css';

/**
 * The logged-in user's dropdown (spec §2.2). It exists only for a logged-in
 * user, so it cannot open when logged out.
 */
export function UserMenu({ nickname }: { nickname: string }) {
  const { t } = useLingui();
  const { logOut } = useSession();
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => {
        if (value === 'profile') void navigate({ to: '/userDetail' });
        if (value === 'password') void navigate({ to: '/userDetail', search: { changepwd: true } });
        if (value === 'purchased') void navigate({ to: '/buyTab' });
        if (value === 'cart') void navigate({ to: '/cartView' });
        if (value === 'quit') logOut();
      }}
    >
      <Menu.Trigger className={dropdown.trigger} aria-label={t`Account menu of ${nickname}`}>
        <span className={css.avatar} aria-hidden="true" />
        <span className={css.nickname}>{nickname}</span>
        <span className={dropdown.chevron} aria-hidden="true" />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={dropdown.positioner}>
          <Menu.Content className={dropdown.menu}>
            <Menu.Item value="profile" className={dropdown.item}>
              <Trans>My information</Trans>
            </Menu.Item>
            <Menu.Item value="password" className={dropdown.item}>
              <Trans>Change password</Trans>
            </Menu.Item>
            <Menu.Item value="purchased" className={dropdown.item}>
              <Trans>Purchased</Trans>
            </Menu.Item>
            <Menu.Item value="cart" className={dropdown.item}>
              <Trans>Shopping cart</Trans>
            </Menu.Item>
            <Menu.Separator className={dropdown.separator} />
            <Menu.Item value="quit" className={dropdown.item}>
              <Trans>Quit</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
