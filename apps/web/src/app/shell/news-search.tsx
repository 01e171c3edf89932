import { Input } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#src/config/paths.ts';

/** History state of a news list opened by a search from an article. */
type NewsSearchState = { returnTo?: string } | null;

/**
 * The search box of the news section (spec §2): searching from an article remembers it (in
 * the history entry's state, so it survives re-renders and reloads) and opens the list with
 * `searchText`; Escape clears; clearing returns to the remembered article, or to the
 * unfiltered list when there is none.
 */
export function NewsSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const [searchParams] = useSearchParams();
  const searchText = searchParams.get('searchText') ?? '';
  const [value, setValue] = useState(searchText);
  const returnTo = (state as NewsSearchState)?.returnTo;
  const isOnArticle = pathname !== paths.news.list.path;

  // The text of our own navigation in flight: its arrival must not overwrite what the user
  // typed meanwhile. Other changes of the address (back, forward, links) fill the box.
  const ownNavigation = useRef<string | null>(null);
  useEffect(() => {
    if (ownNavigation.current === searchText) ownNavigation.current = null;
    else setValue(searchText);
  }, [searchText]);

  function handleSearch(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return handleClear();
    const from = isOnArticle ? pathname : returnTo;
    ownNavigation.current = trimmed;
    void navigate(paths.news.list.getHref(trimmed), { state: from ? { returnTo: from } : null });
  }

  function handleClear() {
    setValue('');
    ownNavigation.current = '';
    void navigate(returnTo ?? paths.news.list.getHref());
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
