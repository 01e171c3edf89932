import { LANGUAGES, type Language } from '@plotline/contract/rules';
import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { applyLanguage } from '../session/apply-language.ts';
import { useLanguageName } from './use-language-name.ts';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language menu's list (its own chunk, loaded on the first click); opens at once. */
export function LanguageDropdown({ children }: { children: ReactElement }) {
  const language = useSessionStore((state) => state.language);
  const languageName = useLanguageName();
  const [isOpen, setIsOpen] = useState(true);

  function handleSelect(key: string) {
    setIsOpen(false);
    if (!isLanguage(key) || key === language) return;
    applyLanguage(key).catch((error: unknown) => showApiError(error));
  }

  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={setIsOpen}
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
      {children}
    </Dropdown>
  );
}
