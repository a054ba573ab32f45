import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FirmwareRelease } from '../../api/contract/company/firmware';
import { fileHref } from '../../components/content/contentLinks';
import { formatFileSize } from './formatFileSize';
import * as files from './downloads.css';
import * as css from './firmware.css';

interface ReleaseDetailsProps {
  model: string;
  release: FirmwareRelease;
  latest: boolean;
  loggedIn: boolean;
  /** Under a model's heading (4) or a section's (3). */
  headingLevel: 3 | 4;
}

/**
 * One firmware release: what changed, the file's size and SHA-256 (to check the download before
 * flashing it) and the download, which needs a login (content-and-profile §6) as every download.
 */
export function ReleaseDetails({
  model,
  release,
  latest,
  loggedIn,
  headingLevel,
}: ReleaseDetailsProps) {
  const { t } = useLingui();
  const here = useLocation({ select: (location) => location.href });
  const { version } = release;
  const day = release.releaseDate.slice(0, 10);
  const href = fileHref(release.filePath);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={css.release}>
      <Heading className={css.releaseTitle}>
        <Trans>
          Version {version}, released <time dateTime={day}>{day}</time>
        </Trans>
        {latest ? (
          <span className={css.latestBadge}>
            <Trans>Latest</Trans>
          </span>
        ) : null}
      </Heading>
      <ul className={css.notes} aria-label={t`Changes in ${version}`}>
        {release.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <dl className={css.facts}>
        <dt>
          <Trans>File</Trans>
        </dt>
        <dd className={css.factValue}>
          {release.fileName} ({formatFileSize(release.fileSize)})
        </dd>
        <dt>SHA-256</dt>
        <dd className={`${css.factValue} ${css.checksum}`}>{release.sha256}</dd>
      </dl>
      <div>
        {!loggedIn ? (
          <Link
            to="/loginn"
            search={{ redirect: here }}
            className={files.locked}
            aria-label={t`Log in to download the ${model} firmware ${version}`}
          >
            <Trans>Log in to download</Trans>
          </Link>
        ) : href ? (
          <a
            className={files.action}
            href={href}
            download={release.fileName}
            aria-label={t`Download the ${model} firmware ${version}`}
          >
            <Trans>Download</Trans>
          </a>
        ) : null}
      </div>
    </div>
  );
}
