import { use } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import {
  searchDocuments,
  searchProducts,
  type DocSearchResult,
  type Product,
} from '../../api/search';
import { documentUrl } from '../../api/docOrigins';
import type { Locale } from '../../i18n/locales';
import { ListFailed } from '../../components/list/ListFailed';
import type { SearchScope } from './searchScope';
import * as css from './search.css';

type Outcome<T> = { ok: true; items: T[] } | { ok: false };

/** One search the dialog shows: its scope, its keyword and its answer (never a rejected promise). */
export type SearchRun = { keyword: string } & (
  | { scope: 'products'; answer: Promise<Outcome<Product>> }
  | { scope: 'documents'; answer: Promise<Outcome<DocSearchResult>> }
);

const settle = <T,>(call: Promise<T[]>): Promise<Outcome<T>> =>
  call.then(
    (items) => ({ ok: true as const, items }),
    () => ({ ok: false as const }),
  );

export function startSearch(scope: SearchScope, keyword: string, locale: Locale): SearchRun {
  return scope === 'products'
    ? { scope, keyword, answer: settle(searchProducts(keyword, locale)) }
    : { scope, keyword, answer: settle(searchDocuments(keyword, locale)) };
}

const priceFormat = (locale: Locale) =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', { style: 'currency', currency: 'CNY' });

interface SearchResultsProps {
  run: SearchRun;
  locale: Locale;
  onOpen: () => void;
  /** Runs the same search again, after a failure. */
  onRetry: () => void;
}

/** The results of a search; a click opens the product, or the document in the document centre. */
export function SearchResults({ run, locale, onOpen, onRetry }: SearchResultsProps) {
  return run.scope === 'products' ? (
    <ProductResults outcome={use(run.answer)} locale={locale} onOpen={onOpen} onRetry={onRetry} />
  ) : (
    <DocumentResults outcome={use(run.answer)} locale={locale} onOpen={onOpen} onRetry={onRetry} />
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <ListFailed onRetry={onRetry}>
      <Trans>The search failed.</Trans>
    </ListFailed>
  );
}

function NoResults() {
  return (
    <p className={css.status} role="status">
      <Trans>Nothing found.</Trans>
    </p>
  );
}

function ProductResults({
  outcome,
  locale,
  onOpen,
  onRetry,
}: {
  outcome: Outcome<Product>;
  locale: Locale;
  onOpen: () => void;
  onRetry: () => void;
}) {
  if (!outcome.ok) return <Failed onRetry={onRetry} />;
  if (outcome.items.length === 0) return <NoResults />;
  const price = priceFormat(locale);
  return (
    <ul className={css.results}>
      {outcome.items.map((product) => (
        <li key={product.id}>
          <Link
            to="/goodsDeil"
            search={{ id: product.id, modeId: product.modeId }}
            className={css.result}
            onClick={onOpen}
          >
            <img className={css.thumb} src={product.productPicture} alt="" width={48} height={48} />
            <span className={css.resultText}>
              <span className={css.resultName}>{product.productName}</span>
              <span className={css.resultMeta}>
                {product.modeName} · {price.format(product.productPrice)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DocumentResults({
  outcome,
  locale,
  onOpen,
  onRetry,
}: {
  outcome: Outcome<DocSearchResult>;
  locale: Locale;
  onOpen: () => void;
  onRetry: () => void;
}) {
  if (!outcome.ok) return <Failed onRetry={onRetry} />;
  if (outcome.items.length === 0) return <NoResults />;
  return (
    <ul className={css.results}>
      {outcome.items.map((doc) => (
        <li key={doc.itemId}>
          <Link
            to="/docCenter"
            search={{ docUrl: documentUrl(doc.itemId, locale) }}
            className={css.result}
            onClick={onOpen}
          >
            <span className={css.resultText}>
              <span className={css.resultName}>{doc.itemName}</span>
              <span className={css.resultMeta}>{doc.lastUpdateTime}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
