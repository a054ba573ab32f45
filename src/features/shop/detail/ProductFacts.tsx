import { Trans } from '@lingui/react/macro';
import type { Product } from '../../../api/catalogue';
import { useProductTypeName } from './productTypeName';
import * as css from './detail.css';

/** Spec §2.7: the table of name, type, stock, sold, listing date and update date. */
export function ProductFacts({ product, name }: { product: Product; name: string }) {
  const typeName = useProductTypeName(product.productType);
  const rows = [
    { label: <Trans>Name</Trans>, value: name },
    { label: <Trans>Type</Trans>, value: typeName },
    { label: <Trans>Stock</Trans>, value: String(product.productSku) },
    { label: <Trans>Sold</Trans>, value: String(product.productSells) },
    { label: <Trans>Listed on</Trans>, value: product.createDate },
    { label: <Trans>Updated on</Trans>, value: product.updateDate },
  ];
  return (
    <table className={css.facts}>
      <caption className={css.factsCaption}>
        <Trans>Specifications</Trans>
      </caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
