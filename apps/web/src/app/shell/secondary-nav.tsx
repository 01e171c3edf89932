import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { isActivePath, useCarriedHref } from './nav-href.ts';
import type { NavSection } from './nav-sections.ts';
import { StatisticMenu } from './statistic-menu.tsx';

type SecondaryNavProps = { section: NavSection };

/** The pages of the active section. */
export function SecondaryNav({ section }: SecondaryNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const carriedHref = useCarriedHref();
  const fieldsHome = paths.fields.map.path;
  return (
    <nav
      aria-label={t('nav.secondaryLabel', { section: section.label })}
      className="pl-nav pl-nav-secondary"
    >
      <ul>
        {section.items.map((item) => {
          if (item.kind === 'group') {
            return (
              <li key={item.key}>
                <StatisticMenu group={item} fieldsHome={fieldsHome} />
              </li>
            );
          }
          const isActive = isActivePath(item.to, pathname, fieldsHome);
          return (
            <li key={item.key}>
              <Link
                to={carriedHref(item.to)}
                className={isActive ? 'is-active' : undefined}
                aria-current={isActive ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
