import type { AgroParamKind } from '@plotline/contract/meteo';

/**
 * The unit a soil parameter of each kind is usually measured in (offered when adding one):
 * percent, milligrams per kilogram of soil (written in the interface language), or none.
 */
export const KIND_UNITS: Readonly<Record<AgroParamKind, 'percent' | 'mgPerKg' | null>> = {
  humus: 'percent',
  n: 'mgPerKg',
  p2o5: 'mgPerKg',
  k2o: 'mgPerKg',
  ph: null,
  other: null,
};

/** A parameter's column or row title: its name and, when it has one, its unit. */
export function paramTitle(param: { name: string; unit: string }): string {
  return param.unit ? `${param.name}, ${param.unit}` : param.name;
}
