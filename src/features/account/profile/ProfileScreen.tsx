import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileForm } from './ProfileForm';
import * as form from '../common/form.css';
import * as css from './profile.css';

/** /userDetail (content-and-profile screen 14): the user center. */
export function ProfileScreen() {
  const { changepwd } = useSearch({ from: '/userDetail' });
  // A new `changepwd` (the header's "change password" while here) starts the page afresh.
  return <ProfilePage key={String(changepwd)} openPassword={changepwd === true} />;
}

function ProfilePage({ openPassword }: { openPassword: boolean }) {
  const { profile, addresses, address } = useLoaderData({ from: '/userDetail' });
  const navigate = useNavigate();
  const username = profile?.username ?? '';
  const [passwordOpen, setPasswordOpen] = useState(openPassword);
  const closePassword = () => {
    setPasswordOpen(false);
    // Without the parameter, asking for the dialog again is a change the page sees.
    if (openPassword) void navigate({ to: '/userDetail', search: {}, replace: true });
  };
  return (
    <div className={form.page}>
      <section className={form.wideCard} aria-labelledby="profile-title">
        <h1 id="profile-title" className={form.title}>
          <Trans>User center</Trans>
        </h1>
        {profile ? (
          <>
            <p className={css.username}>
              <Trans>Username: {username}</Trans>
            </p>
            {/* The form's machine starts from the record it is given: another record, another form. */}
            <ProfileForm
              key={profile.id}
              profile={profile}
              addresses={addresses}
              address={address}
              onChangePassword={() => setPasswordOpen(true)}
            />
          </>
        ) : (
          <p role="alert">
            <Trans>
              Login expired, please <Link to="/loginn">log in</Link> first.
            </Trans>
          </p>
        )}
      </section>
      <ChangePasswordDialog open={passwordOpen} onClose={closePassword} />
    </div>
  );
}
