import { useId, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EnlargeButton } from '../../../components/viewer/EnlargeButton';
import { useImageViewer } from '../../../components/viewer/useImageViewer';
import * as formCss from '../../../components/form/form.css';
import * as css from './upload.css';

interface ImageUploaderProps {
  label: ReactNode;
  /** Uploaded picture paths, shown as previews in upload order. */
  images: readonly string[];
  max: number;
  /** A picture is on its way: the picker waits, as the form uploads one at a time. */
  uploading: boolean;
  /** The whole form is locked (being sent). */
  locked: boolean;
  required?: boolean;
  /** The upload's failure or the form's rule about pictures. */
  message?: string | undefined;
  onUpload(file: File): void;
  onRemove(path: string): void;
}

/** One picture at a time, with previews and a remove button per picture. */
export function ImageUploader({
  label,
  images,
  max,
  uploading,
  locked,
  required = false,
  message,
  onUpload,
  onRemove,
}: ImageUploaderProps) {
  const { t } = useLingui();
  const inputId = useId();
  const messageId = useId();
  const countId = useId();
  const count = images.length;
  const pictures = useMemo(
    () =>
      images.map((path, index) => {
        const position = index + 1;
        return { src: path, title: t`Picture ${position}` };
      }),
    [images, t],
  );
  const open = useImageViewer(pictures);
  return (
    <div className={`${formCss.field} ${formCss.wide}`}>
      <label className={formCss.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={formCss.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={css.picker}>
        <input
          id={inputId}
          className={css.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={uploading || locked}
          aria-describedby={`${countId}${message ? ` ${messageId}` : ''}`}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again still uploads it.
            event.currentTarget.value = '';
            if (file) onUpload(file);
          }}
        />
        <label htmlFor={inputId} className={css.chooseButton}>
          <Trans>Choose a picture</Trans>
        </label>
        <span id={countId} className={formCss.help} aria-live="polite">
          {uploading ? (
            <Trans>Uploading…</Trans>
          ) : (
            <Trans>
              {count} of {max} pictures
            </Trans>
          )}
        </span>
      </div>
      {message ? (
        <p id={messageId} className={formCss.error} role="alert">
          {message}
        </p>
      ) : null}
      {count > 0 ? (
        <ul className={css.previews} aria-label={t`Uploaded pictures`}>
          {pictures.map(({ src: path, title }, index) => (
            <li key={path} className={css.preview}>
              <EnlargeButton
                title={title}
                onEnlarge={(trigger) => open(index, trigger)}
                className={css.previewButton}
              >
                <img className={css.previewImage} src={path} alt={title} width={104} height={104} />
              </EnlargeButton>
              <button
                type="button"
                className={css.removeButton}
                disabled={locked}
                onClick={() => onRemove(path)}
                aria-label={t`Remove picture ${index + 1}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
