import { Trans, useLingui } from '@lingui/react/macro';
import type { SuccCasePage } from '../../../api/programmes';
import { ListPagination } from '../../../components/pagination/ListPagination';
import { PastLastPage } from '../../../components/pagination/PastLastPage';
import * as pageCss from '../programmes.css';

interface SuccessCaseListProps {
  cases: SuccCasePage;
  page: number;
  onPageChange(page: number): void;
}

/** Case studies are pages of the backend, in the case's language: they open in this tab. */
const safeLink = (link: string) =>
  (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\//i.test(link) ? link : undefined;

export function SuccessCaseList({ cases, page, onPageChange }: SuccessCaseListProps) {
  const { t } = useLingui();
  if (cases.succCaseList.length === 0 && cases.total > 0)
    return <PastLastPage onFirstPage={() => onPageChange(1)} />;
  if (cases.succCaseList.length === 0) {
    return (
      <p className={pageCss.empty}>
        <Trans>
          Our modules and gateways run in smart metering, industrial monitoring, agriculture and
          city projects. Case studies will be published here.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <ul className={pageCss.cardGrid}>
        {cases.succCaseList.map((item) => {
          const href = safeLink(item.link);
          return (
            <li key={`${item.title}-${item.link}`} className={pageCss.card}>
              <img
                className={pageCss.cardImage}
                src={item.image}
                alt=""
                width={360}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <div className={pageCss.cardBody}>
                <h3 className={pageCss.cardTitle}>
                  {href ? (
                    <a className={pageCss.cardLink} href={href}>
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
              </div>
            </li>
          );
        })}
      </ul>
      <ListPagination
        label={t`Success case pages`}
        total={cases.total}
        page={page}
        onPageChange={onPageChange}
      />
    </>
  );
}
