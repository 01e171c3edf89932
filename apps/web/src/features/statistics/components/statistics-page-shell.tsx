import type { ReactNode } from 'react';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { findSeasonsState, type SeasonsFacts } from '../utils/rows/body-state.ts';

type StatisticsPageShellProps = {
  title: string;
  /** The crop's seasons; the choice bar shows once they are loaded and there are some. */
  seasons?: SeasonsFacts;
  choiceBar?: ReactNode;
  /** What the page shows under its choice. */
  children: ReactNode;
};

/**
 * The frame of every statistics page: the document title, the page heading and the choice
 * bar once the crop's seasons are known.
 */
export function StatisticsPageShell({
  title,
  seasons,
  choiceBar,
  children,
}: StatisticsPageShellProps) {
  usePageTitle(title);
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {seasons && findSeasonsState(seasons) === null && choiceBar}
      {children}
    </div>
  );
}
