import { Pagination } from '@ark-ui/react/pagination';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../../api/contract/company/shared';
import * as css from './listControls.css';

interface ListPaginationProps {
  /** 1-based. */
  page: number;
  /** Items in the whole list, as the backend counts them. */
  total: number;
  onPageChange(page: number): void;
}

/**
 * The page numbers under a list of 6 (spec §9): shared by the video, news and
 * download lists. Nothing is shown when everything fits on one page.
 */
export function ListPagination({ page, total, onPageChange }: ListPaginationProps) {
  const { t } = useLingui();
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination.Root
      className={css.pagination}
      count={total}
      pageSize={PAGE_SIZE}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t`Pages`,
        prevTriggerLabel: t`Previous page`,
        nextTriggerLabel: t`Next page`,
        itemLabel: ({ page: item, totalPages }) => t`Page ${item} of ${totalPages}`,
      }}
    >
      <Pagination.PrevTrigger className={css.pageButton}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <Pagination.Item key={item.value} {...item} className={css.pageButton}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={`gap-${index}`} index={index} className={css.ellipsis}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={css.pageButton}>›</Pagination.NextTrigger>
    </Pagination.Root>
  );
}
