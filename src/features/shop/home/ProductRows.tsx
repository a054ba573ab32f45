import { useLingui } from '@lingui/react/macro';
import { SlideRow } from '../carousel/SlideRow';
import { ProductTile } from '../product/ProductTile';
import type { ProductRowData } from './shopHomeData';
import * as css from './home.css';

/** One carousel per category; rows alternate their background, blue rows (modeType 1) are blue. */
export function ProductRows({ rows }: { rows: ProductRowData[] }) {
  const { t } = useLingui();
  return (
    <>
      {rows.map((row, index) => {
        const tone = row.blue ? 'blue' : 'plain';
        const variant = row.blue ? 'blue' : index % 2 === 0 ? 'even' : 'odd';
        const headingId = `${rowAnchor(row.mode.id)}-title`;
        return (
          <div key={row.mode.id} id={rowAnchor(row.mode.id)} className={css.productRow[variant]}>
            <h2 id={headingId} className={css.rowTitle}>
              {row.mode.modeName}
            </h2>
            <SlideRow
              items={row.products}
              itemKey={(product) => product.id}
              label={{ labelledBy: headingId }}
              minItemWidth={125}
              maxVisible={4}
              endMessage={t`All products of this category are shown.`}
              tone={tone}
              renderItem={(product) => <ProductTile product={product} tone={tone} />}
            />
          </div>
        );
      })}
    </>
  );
}

/** The id of a category's row, for links that scroll to it. */
export function rowAnchor(modeId: string): string {
  return `shop-row-${modeId}`;
}
