import { Trans, useLingui } from '@lingui/react/macro';
import { ContentImage } from '../content/ContentImage';
import { ContentLink } from '../content/ContentLink';
import { fileHref } from '../content/contentLinks';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** Documents to read: each opens as a file or inside the document centre. */
export function DownloadBlock({ block }: BlockProps) {
  const { t } = useLingui();
  return (
    <BlockSection title={block.title}>
      <ul className={css.files}>
        {(block.dataFileList ?? []).map((file, index) => {
          const href = fileHref(file.dataFile);
          const title = file.dataTitle;
          return (
            <li key={`${file.dataTitle}-${index}`} className={css.file}>
              <ContentImage src={file.dataImage} alt="" />
              <div>
                <h3 className={css.cardTitle}>{file.dataTitle}</h3>
                <p className={css.cardText}>{file.dataDescript}</p>
              </div>
              <div className={css.fileActions}>
                {href && (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`Open ${title} in a new window`}
                  >
                    <Trans>Open</Trans>
                  </a>
                )}
                <ContentLink to={file.link}>
                  <Trans>Document centre</Trans>
                </ContentLink>
              </div>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
