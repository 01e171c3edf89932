import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@plotline/contract/rules';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { applyLanguage } from '../session/apply-language.ts';
import { useLanguageName } from './use-language-name.ts';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Switches the interface language: ru, en, it, es (saved in the `language` cookie). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const languageName = useLanguageName();

  function handleSelect(key: string) {
    if (!isLanguage(key) || key === language) return;
    applyLanguage(key).catch((error: unknown) => showApiError(error));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((item) => ({
          key: item,
          label: (
            <span data-testid={`language-${item}`} lang={item}>
              {languageName(item)}
            </span>
          ),
        })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => handleSelect(key),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        data-testid="language-menu"
        aria-label={t('language.menuLabel', { language: languageName(language) })}
      >
        {language.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
