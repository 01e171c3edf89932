import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { getAntdLocale } from '#src/i18n/ui-locales.ts';
import { queryClient } from '#src/lib/query-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { THEME } from './theme.ts';

type AppProvidersProps = { children: ReactNode };

/** Query cache and the UI kit's theme and locale (which follows the interface language). */
export function AppProviders({ children }: AppProvidersProps) {
  const language = useSessionStore((state) => state.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={getAntdLocale(language)} theme={THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
