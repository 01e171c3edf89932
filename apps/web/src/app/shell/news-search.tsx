import { Input } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#src/config/paths.ts';

/**
 * The search box of the news section (spec §2): searching from an article remembers it and
 * opens the list with `searchText`; Escape clears; clearing returns to the remembered
 * article, or to the unfiltered list when there is none.
 */
export function NewsSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const searchText = searchParams.get('searchText') ?? '';
  const [value, setValue] = useState(searchText);
  const lastArticle = useRef<string | null>(null);
  const isOnArticle = pathname !== paths.news.list.path;

  useEffect(() => setValue(searchText), [searchText]);

  function handleSearch(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return handleClear();
    if (isOnArticle) lastArticle.current = pathname;
    void navigate(paths.news.list.getHref(trimmed));
  }

  function handleClear() {
    setValue('');
    const article = lastArticle.current;
    lastArticle.current = null;
    void navigate(article ?? paths.news.list.getHref());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') handleClear();
  }

  return (
    <search className="pl-nav-secondary">
      <Input.Search
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={handleSearch}
        onKeyDown={handleKeyDown}
        onClear={handleClear}
        allowClear
        aria-label={t('news.searchLabel')}
        placeholder={t('news.searchPlaceholder')}
        data-testid="news-search"
        style={{ maxWidth: 420 }}
      />
    </search>
  );
}
