import type { ReactNode } from 'react';
import { BrandLogo } from '#src/components/ui/brand-logo.tsx';
import { SkipLink } from '#src/components/ui/skip-link.tsx';
import { paths } from '#src/config/paths.ts';
import { LanguageMenu } from './language-menu.tsx';
import './app-shell.css';

/** The signed-out frame: a slim header with the logo and the language menu. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="pl-shell">
      <SkipLink />
      <header className="pl-header">
        <div className="pl-header-row">
          <BrandLogo to={paths.auth.getHref()} />
          <div className="pl-header-actions">
            <LanguageMenu />
          </div>
        </div>
      </header>
      <main id="main" className="pl-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
