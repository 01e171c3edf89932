import { useLocation } from 'react-router';
import { BrandLogo } from '#src/components/ui/brand-logo.tsx';
import { paths } from '#src/config/paths.ts';
import { CropMenu } from '#src/features/crops/components/crop-menu.tsx';
import { FeedbackButton } from '#src/features/feedback/components/feedback-button.tsx';
import { NotificationBell } from '#src/features/notifications/components/notification-bell.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { useCarriedHref } from './nav-href.ts';
import { findSection, useNavSections } from './nav-sections.ts';
import { NewsSearch } from './news-search.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SecondaryNav } from './secondary-nav.tsx';

/**
 * The signed-in header (spec §2): sections, their pages (the news search on news routes),
 * crop, language and profile menus.
 */
export function AppHeader() {
  const { pathname } = useLocation();
  const sections = useNavSections();
  const carriedHref = useCarriedHref();
  const activeSection = findSection(sections, pathname);
  return (
    <header className="pl-header">
      <div className="pl-header-row">
        <BrandLogo to={carriedHref(paths.fields.map.getHref())} />
        <PrimaryNav sections={sections} activeId={activeSection?.id} />
        <div className="pl-header-actions">
          <CropMenu />
          <LanguageMenu />
          <FeedbackButton />
          <NotificationBell />
          <ProfileMenu />
        </div>
      </div>
      {activeSection?.id === 'news' && <NewsSearch />}
      {activeSection && activeSection.items.length > 0 && <SecondaryNav section={activeSection} />}
    </header>
  );
}
