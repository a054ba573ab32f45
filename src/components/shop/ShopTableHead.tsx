/**
 * The head row of a shop table (cart, orders): one column heading per label. The cells carry the
 * same labels as `data-label`, which the phone layout shows in place of this row.
 */
export function ShopTableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
