import { Pagination } from '@ark-ui/react/pagination';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../../../api/contract/company/shared';
import * as css from './pagination.css';

interface CasePaginationProps {
  total: number;
  page: number;
  onPageChange(page: number): void;
}

/** Pages of six success cases (content-and-profile §9); hidden when one page holds them all. */
export function CasePagination({ total, page, onPageChange }: CasePaginationProps) {
  const { t } = useLingui();
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination.Root
      className={css.root}
      count={total}
      pageSize={PAGE_SIZE}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t`Success case pages`,
        prevTriggerLabel: t`Previous page`,
        nextTriggerLabel: t`Next page`,
        itemLabel: ({ page: item, totalPages }) => t`Page ${item} of ${totalPages}`,
      }}
    >
      <Pagination.PrevTrigger className={css.item}>‹</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <Pagination.Item key={item.value} {...item} className={css.item}>
                {item.value}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={`ellipsis-${index}`} index={index} className={css.ellipsis}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={css.item}>›</Pagination.NextTrigger>
    </Pagination.Root>
  );
}
