import { SEASON_DEFAULT_FROM, SEASON_DEFAULT_TO } from '@plotline/contract/meteo';

/**
 * The interval of a season's weather (decision 044): sowing to harvest, else the season's
 * 1 March and 31 October for the missing end; both defaults when the dates are the wrong way
 * round. Shared by the plot card (one plot's stages) and the season indices (the earliest
 * sowing and the latest harvest over the season's plots).
 */
export function weatherInterval(year: number, sowing: string | null, harvest: string | null) {
  const from = sowing ?? `${year}-${SEASON_DEFAULT_FROM}`;
  const to = harvest ?? `${year}-${SEASON_DEFAULT_TO}`;
  if (from <= to) return { from, to };
  return { from: `${year}-${SEASON_DEFAULT_FROM}`, to: `${year}-${SEASON_DEFAULT_TO}` };
}
