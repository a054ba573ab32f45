import { Pagination } from '@ark-ui/react/pagination';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../../api/contract/company/shared';
import * as css from './pagination.css';

interface ListPaginationProps {
  /** 1-based. */
  page: number;
  /** Items in the whole list, as the backend counts them. */
  total: number;
  onPageChange(page: number): void;
  /** The navigation's accessible name; "Pages" by default. */
  label?: string;
  /** Where the page places it (its margin). */
  className?: string;
}

/**
 * The page numbers under a list of 6 (content-and-profile §9): the video, news,
 * download and success-case lists. Nothing is shown when everything fits on one page.
 */
export function ListPagination({
  page,
  total,
  onPageChange,
  label,
  className,
}: ListPaginationProps) {
  const { t } = useLingui();
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination.Root
      className={className ? `${css.pagination} ${className}` : css.pagination}
      count={total}
      pageSize={PAGE_SIZE}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: label ?? t`Pages`,
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
