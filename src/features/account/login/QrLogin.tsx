import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { wechatQrPageUrl } from '../../../api/account/wechatQr';
import { DEFAULT_LOGIN_TARGET } from '../../../../machines/loginRules';
import { storedLocale } from '../../../lib/storage';
import * as css from './login.css';

/** Spec §9: QR size. */
const QR_SIZE = 150;

/** Where the QR page returns: this login page, keeping where the user was going. */
function returnHash(target: string): string {
  const query =
    target === DEFAULT_LOGIN_TARGET ? '' : `?${new URLSearchParams({ redirect: target })}`;
  return `#/loginn${query}`;
}

/**
 * The messaging-app login: a QR code of the authorisation page to scan with a
 * phone, and the same page as a link for this device. The page comes back to
 * /loginn with a one-time code.
 */
export function QrLogin({ target }: { target: string }) {
  const { t } = useLingui();
  const pageUrl = wechatQrPageUrl(returnHash(target), storedLocale());
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    // The QR encoder loads only for this login mode, not with the login page.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(pageUrl, { width: QR_SIZE, margin: 1 }))
      .then((url) => {
        if (current) setImage(url);
      });
    return () => {
      current = false;
    };
  }, [pageUrl]);
  return (
    <div className={css.qr}>
      {image ? (
        <img className={css.qrImage} src={image} alt={t`QR code for WeChat login`} />
      ) : (
        <div className={css.qrImage} aria-hidden="true" />
      )}
      <p>
        <Trans>Scan the code with WeChat to log in.</Trans>
      </p>
      <a href={pageUrl}>
        <Trans>Open the WeChat login page on this device</Trans>
      </a>
    </div>
  );
}
