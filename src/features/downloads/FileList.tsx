import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DownloadFile } from '../../api/contract/company/support';
import { fileHref } from '../../components/content/contentLinks';
import * as css from './downloads.css';

interface FileListProps {
  files: readonly DownloadFile[];
  loggedIn: boolean;
}

/**
 * A page of documents. Downloading needs a login (spec §6), except the public
 * usage document the backend marks `needLogin: false`; a logged-out visitor is
 * offered the login, which brings them back here.
 */
export function FileList({ files, loggedIn }: FileListProps) {
  const { t } = useLingui();
  const here = useLocation({ select: (location) => location.href });
  return (
    <ul className={css.list}>
      {files.map((file) => {
        const day = file.createDate.slice(0, 10);
        const href = fileHref(file.filePath);
        const name = file.fileName;
        return (
          <li key={file.filePath} className={css.file}>
            <p className={css.fileName}>{name}</p>
            <time className={css.date} dateTime={day}>
              {day}
            </time>
            {file.needLogin && !loggedIn ? (
              <Link
                to="/loginn"
                search={{ redirect: here }}
                className={css.locked}
                aria-label={t`Log in to download ${name}`}
              >
                <Trans>Log in to download</Trans>
              </Link>
            ) : href ? (
              <a
                className={css.action}
                href={href}
                download={name}
                aria-label={t`Download ${name}`}
              >
                <Trans>Download</Trans>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
