import { Suspense, useId, type ReactNode } from 'react';
import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import type { HomeProductType } from '../../api/home';
import type { HomeData } from './loadHome';
import { ProductRow } from './ProductRow';
import * as css from './products.css';
import * as home from './home.css';

const CATEGORIES: readonly { type: HomeProductType; label: ReactNode }[] = [
  { type: 1, label: <Trans>Modules</Trans> },
  { type: 2, label: <Trans>Terminals</Trans> },
  { type: 3, label: <Trans>Gateways</Trans> },
  { type: 4, label: <Trans>Smart meters</Trans> },
  { type: 5, label: <Trans>Platform services</Trans> },
];

/** The five product categories, each a rotating row of its products (types 1 to 5). */
export function ProductShowcase({ loadProducts }: { loadProducts: HomeData['products'] }) {
  const headingId = useId();
  const products = loadProducts();
  return (
    <section className={home.section} aria-labelledby={headingId}>
      <div className={home.inner}>
        <h2 id={headingId} className={home.heading}>
          <Trans>Products</Trans>
        </h2>
        <p className={home.lead}>
          <Trans>Modules, terminals, gateways, smart meters and platform services.</Trans>
        </p>
        <Tabs.Root defaultValue="1" lazyMount>
          <Tabs.List className={css.tabList}>
            {CATEGORIES.map((category) => (
              <Tabs.Trigger key={category.type} value={String(category.type)} className={css.tab}>
                {category.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CATEGORIES.map((category) => (
            <Tabs.Content key={category.type} value={String(category.type)}>
              <Suspense fallback={<div className={css.loading} />}>
                <ProductRow products={products[category.type]} />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
