import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as sections from '../../components/page/sections.css';
import { acceptDocUrl } from '../../api/docOrigins';
import { useFitToContent } from './useFitToContent';
import * as css from './docs.css';

interface DocFrameProps {
  /** The `docUrl` of the address; absent shows the centre's default page. */
  docUrl: string | undefined;
  /** The centre's default page, a page of an allowed documentation site. */
  defaultUrl: string;
  /** Where the "not found" view leads back to. */
  centre: '/docCenter' | '/helpCenter';
}

/**
 * The documentation frame. Only pages of the configured documentation sites are
 * framed (see docOrigins.ts); any other `docUrl` shows a not-found view instead,
 * so the address bar can neither frame a foreign page nor redirect anywhere.
 * The framed page runs no script of its own here (sandboxed without scripts).
 */
export function DocFrame({ docUrl, defaultUrl, centre }: DocFrameProps) {
  const { t } = useLingui();
  const fitToContent = useFitToContent();
  const src = acceptDocUrl(docUrl ?? defaultUrl);
  if (!src) {
    return (
      <section className={sections.section} aria-labelledby="doc-not-found">
        <h2 id="doc-not-found" className={sections.heading}>
          <Trans>Document not found</Trans>
        </h2>
        <p className={sections.notice}>
          <Trans>
            This document does not exist or cannot be shown here. Search for it above, or start
            again from the documentation home.
          </Trans>
        </p>
        <div className={sections.actions}>
          <Link to={centre} className={sections.primaryAction}>
            <Trans>Documentation home</Trans>
          </Link>
        </div>
      </section>
    );
  }
  return (
    <iframe
      key={src}
      className={css.frame}
      src={src}
      title={t`Documentation`}
      sandbox="allow-same-origin"
      loading="lazy"
      onLoad={(event) => fitToContent(event.currentTarget)}
    />
  );
}
