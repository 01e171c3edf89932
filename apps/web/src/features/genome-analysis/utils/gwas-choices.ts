import type { FieldList } from '@plotline/contract/fields';
import type { Region } from '@plotline/contract/regions';
import type { SeasonVariables } from '@plotline/contract/statistics';

/** A season tree's node: a nursery with its seasons (newest first). */
export type SeasonNode = {
  value: string;
  title: string;
  label: string;
  disabled?: boolean;
  children?: SeasonNode[];
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Every season of the crop's nurseries. */
export function listSeasonIds(fields: FieldList): number[] {
  return fields.flatMap((field) => field.fieldyear_set.map((season) => season.id));
}

/** The crop's nurseries with their seasons, as the statistics pages' season tree shows them. */
export function buildSeasonNodes(fields: FieldList, noYears: string): SeasonNode[] {
  return fields.map((field) => {
    const years = [...field.fieldyear_set].sort((a, b) => b.year - a.year);
    return {
      value: `field:${field.field_id}`,
      title: years.length === 0 ? `${field.field_name} (${noYears})` : field.field_name,
      label: field.field_name,
      disabled: years.length === 0,
      children: years.map((season) => ({
        value: String(season.id),
        title: String(season.year),
        label: `${field.field_name} · ${season.year}`,
      })),
    };
  });
}

/**
 * The traits a GWAS can scan: the seasons' quantitative features, then their stages (days
 * after sowing) not already listed as a feature, each sorted.
 */
export function listTraits(variables: SeasonVariables | undefined): {
  features: string[];
  stages: string[];
} {
  const features = [...(variables?.quantitative ?? [])].sort(collator.compare);
  const known = new Set(features);
  const stages = (variables?.stages ?? []).filter((stage) => !known.has(stage));
  return { features, stages: stages.sort(collator.compare) };
}

const normalise = (name: string) => name.trim().toLocaleLowerCase().replaceAll('ё', 'е');

/**
 * The regions to offer: those of the user's countries where the crop has a nursery (by name
 * in any language the nursery stores), or all of them when no nursery names a listed region.
 */
export function listCropRegions(regions: readonly Region[], fields: FieldList): Region[] {
  const names = new Set(
    fields.flatMap((field) => [normalise(field.region), normalise(field.english_name_region)]),
  );
  const crop = regions.filter((region) => names.has(normalise(region.name)));
  return crop.length > 0 ? crop : [...regions];
}
