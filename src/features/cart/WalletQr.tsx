import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_BASE } from '../../api/client';
import * as css from './checkoutDialogs.css';

/** Spec §9: the wallet QR is 150 px. */
export const QR_SIZE_PX = 150;

/** The QR's content as an absolute address (the mock answers a path on its own host). */
export function walletPageUrl(codeUrl: string): string {
  return new URL(codeUrl, API_BASE || window.location.origin).href;
}

/** The WeChat Pay QR code, drawn locally from the payment's code_url. */
export function WalletQr({ codeUrl }: { codeUrl: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | undefined>();
  const url = walletPageUrl(codeUrl);

  useEffect(() => {
    let current = true;
    // The encoder loads with the first wallet payment, not with the cart (docs/decisions.md,
    // "First load").
    import('qrcode')
      .then(({ toString: qrSvg }) =>
        qrSvg(url, { type: 'svg', width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) => current && setSvg(markup),
        () => current && setSvg(undefined),
      );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <div className={css.qr}>
      {svg ? (
        <img
          className={css.qrImage}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t`WeChat Pay QR code`}
        />
      ) : null}
      <a href={url} target="_blank" rel="noopener noreferrer">
        <Trans>Cannot scan? Open the WeChat Pay page</Trans>
      </a>
    </div>
  );
}
