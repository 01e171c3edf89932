import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from './nav-href.ts';
import type { NavSection } from './nav-sections.ts';

type PrimaryNavProps = { sections: NavSection[]; activeId: NavSection['id'] | undefined };

/** Fields, varieties, genome, news: the product's main areas. */
export function PrimaryNav({ sections, activeId }: PrimaryNavProps) {
  const { t } = useTranslation();
  const carriedHref = useCarriedHref();
  return (
    <nav aria-label={t('nav.primaryLabel')} className="pl-nav pl-nav-primary">
      <ul>
        {sections
          .filter((section) => section.isPrimary)
          .map((section) => (
            <li key={section.id}>
              <Link
                to={carriedHref(section.to)}
                className={section.id === activeId ? 'is-active' : undefined}
                aria-current={section.id === activeId ? 'true' : undefined}
              >
                {section.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
