import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../../api/contract/portal/home';
import type { DocSearchResult } from '../../api/contract/portal/doc';
import type { ListAnswer } from '../../api/listAnswer';
import { PageBanner } from '../../components/page/PageBanner';
import { SearchForm } from '../../components/list/SearchForm';
import * as sections from '../../components/page/sections.css';
import { DocFrame } from './DocFrame';
import { DocSearchResults } from './DocSearchResults';

interface DocCentreLayoutProps {
  centre: '/docCenter' | '/helpCenter';
  title: ReactNode;
  banner: Banner | undefined;
  search: { docUrl?: string; keyWord?: string };
  /** Absent without a search; `null` when the search failed. */
  results: ListAnswer<DocSearchResult[]> | undefined;
  /** The page framed when the address names none. */
  defaultUrl: string;
}

/** What the document centre and the help centre share: banner, document search and the frame. */
export function DocCentreLayout(props: DocCentreLayoutProps) {
  const { centre, title, banner, search, results, defaultUrl } = props;
  const { t } = useLingui();
  const navigate = useNavigate();
  const keyWord = search.keyWord ?? '';
  return (
    <>
      <PageBanner banner={banner} title={title} />
      <div className={sections.body}>
        <SearchForm
          key={keyWord}
          keyWord={keyWord}
          label={t`Search the documentation`}
          onSearch={(next) =>
            void navigate({
              to: centre,
              search: (prev) => ({ ...prev, keyWord: next || undefined }),
            })
          }
        />
        {results !== undefined && (
          <DocSearchResults results={results} keyWord={keyWord} centre={centre} />
        )}
        <DocFrame docUrl={search.docUrl} defaultUrl={defaultUrl} centre={centre} />
      </div>
    </>
  );
}
