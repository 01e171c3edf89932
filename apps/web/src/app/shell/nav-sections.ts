import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, STATISTIC_PAGES } from '#src/config/paths.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useStatisticPageName } from './use-statistic-page-name.ts';

export type NavLinkItem = { kind: 'link'; key: string; label: string; to: string };
/** A secondary entry that opens a list of sub-pages (statistics). */
export type NavGroupItem = {
  kind: 'group';
  key: string;
  label: string;
  root: string;
  children: NavLinkItem[];
};
export type NavItem = NavLinkItem | NavGroupItem;

export type NavSection = {
  id: 'fields' | 'varieties' | 'genome' | 'news' | 'account';
  label: string;
  /** Address of the section's first page. */
  to: string;
  /** Whether the section appears in the primary navigation (account is in the profile menu). */
  isPrimary: boolean;
  items: NavItem[];
};

function link(key: string, label: string, to: string): NavLinkItem {
  return { kind: 'link', key, label, to };
}

/** Finds the section a path belongs to ("/" is the fields section). */
export function findSection(sections: NavSection[], pathname: string): NavSection | undefined {
  const path = pathname === '/' ? paths.fields.map.path : pathname;
  return sections.find((section) => path === section.to || path.startsWith(`${section.to}/`));
}

/** The navigation of the header (spec §2), translated and filtered by the user's role. */
export function useNavSections(): NavSection[] {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.userMeta?.role ?? null);
  const statisticPageName = useStatisticPageName();
  return useMemo(() => {
    const statistic: NavGroupItem = {
      kind: 'group',
      key: 'statistic',
      label: t('nav.statistic'),
      root: paths.fields.statistic.root,
      // the statistics index (means and ranks of several seasons) comes first
      children: [
        link('averages', t('nav.statistics.averages'), paths.fields.statistic.getHref()),
        ...STATISTIC_PAGES.map((page) =>
          link(page, statisticPageName(page), paths.fields.statistic.getHref(page)),
        ),
      ],
    };
    // spec §2 and issue 4: access groups are for heads only (hidden for employees, the
    // `employer` label and company-less users); the company structure needs a company
    const isHead = role === 'head_of_company' || role === 'head_of_division';
    const accountItems = [
      link('profile', t('nav.profile'), paths.account.profile.path),
      ...(isHead
        ? [link('access-groups', t('nav.accessGroups'), paths.account.accessGroups.path)]
        : []),
      ...(role === null
        ? []
        : [
            link(
              'company-structure',
              t('nav.companyStructure'),
              paths.account.companyStructure.path,
            ),
          ]),
    ];
    return [
      {
        id: 'fields',
        label: t('nav.fields'),
        to: paths.fields.map.path,
        isPrimary: true,
        items: [
          link('map', t('nav.fieldMap'), paths.fields.map.path),
          link('phenotypes', t('nav.phenotypes'), paths.fields.phenotypes.path),
          link('agrochemistry', t('nav.agrochemistry'), paths.fields.agrochemistry.path),
          link('meteorology', t('nav.meteorology'), paths.fields.meteorology.path),
          statistic,
          link('journal', t('nav.journal'), paths.fields.journal.path),
        ],
      },
      {
        id: 'varieties',
        label: t('nav.varieties'),
        to: paths.varieties.summary.path,
        isPrimary: true,
        items: [
          link('summary', t('nav.summaryTable'), paths.varieties.summary.path),
          link('pedigrees', t('nav.pedigrees'), paths.varieties.pedigrees.path),
          link('crossing', t('nav.crossingPlan'), paths.varieties.crossing.path),
          link('sowing-plan', t('nav.sowingPlan'), paths.varieties.sowingPlan.path),
          link('storage', t('nav.storage'), paths.varieties.storage.path),
          link('prediction', t('nav.prediction'), paths.varieties.prediction.path),
        ],
      },
      {
        id: 'genome',
        label: t('nav.genome'),
        to: paths.genome.regionSelection.path,
        isPrimary: true,
        items: [
          link('region', t('nav.regionSelection'), paths.genome.regionSelection.path),
          link('variety', t('nav.varietySelection'), paths.genome.varietySelection.path),
          link('analysis', t('nav.genomeAnalysis'), paths.genome.genomeAnalysis.path),
          link('crossing', t('nav.crossingTable'), paths.genome.crossingTable.path),
          link('knowledge', t('nav.knowledgeBase'), paths.genome.knowledgeBase.path),
          link('create-line', t('nav.createLine'), paths.genome.createLine.path),
          link('data', t('nav.genomeData'), paths.genome.data.path),
        ],
      },
      { id: 'news', label: t('nav.news'), to: paths.news.list.path, isPrimary: true, items: [] },
      {
        id: 'account',
        label: t('nav.account'),
        to: paths.account.profile.path,
        isPrimary: false,
        items: accountItems,
      },
    ];
  }, [t, role, statisticPageName]);
}
