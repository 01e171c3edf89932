import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useLanguageName } from './use-language-name.ts';

const loadDropdown = () => import('./language-dropdown.tsx');
const LanguageDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.LanguageDropdown })));

/**
 * Switches the interface language: ru, en, it, es (saved in the `language` cookie). The menu
 * itself loads on the first click (or hover), not with the sign-in page (decision 029).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const languageName = useLanguageName();
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      data-testid="language-menu"
      aria-label={t('language.menuLabel', { language: languageName(language) })}
      aria-haspopup="menu"
      autoFocus={isMenuWanted}
      onPointerEnter={() => void loadDropdown()}
      onClick={isMenuWanted ? undefined : () => setIsMenuWanted(true)}
    >
      {language.toUpperCase()}
    </Button>
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown>{button}</LanguageDropdown>
    </Suspense>
  );
}
