import type { Language } from '@plotline/contract/rules';

/** Server messages of the lines area (issue 14), in the four interface languages. */
export const LINES_MESSAGES = {
  'lines.nameExists': {
    en: 'A line with this name already exists in this crop.',
    ru: 'Линия с таким названием уже есть в этой культуре.',
    it: 'In questa coltura esiste già una linea con questo nome.',
    es: 'Ya existe una línea con este nombre en este cultivo.',
  },
  'lines.usedByPlots': {
    en: 'The line «{name}» is grown in {n} plot(s); delete those plots first.',
    ru: 'Линия «{name}» высеяна на делянках: {n}; сначала удалите эти делянки.',
    it: 'La linea «{name}» è coltivata in {n} parcella/e; elimina prima quelle parcelle.',
    es: 'La línea «{name}» se cultiva en {n} parcela(s); elimine primero esas parcelas.',
  },
  'lines.unknownColumn': {
    en: 'There is no column «{column}» in this table.',
    ru: 'В этой таблице нет столбца «{column}».',
    it: 'In questa tabella non c’è la colonna «{column}».',
    es: 'En esta tabla no existe la columna «{column}».',
  },
  'lines.badFilters': {
    en: 'Filters must be a JSON list of {"column", "min", "max", "contains"} (at most {n}).',
    ru: 'Фильтры должны быть JSON-списком из {"column", "min", "max", "contains"} (не более {n}).',
    it: 'I filtri devono essere un elenco JSON di {"column", "min", "max", "contains"} (al massimo {n}).',
    es: 'Los filtros deben ser una lista JSON de {"column", "min", "max", "contains"} (como máximo {n}).',
  },
  'lines.pivotLine': {
    en: 'Line',
    ru: 'Линия',
    it: 'Linea',
    es: 'Línea',
  },
  'lines.pivotVariety': {
    en: 'Variety',
    ru: 'Сорт',
    it: 'Varietà',
    es: 'Variedad',
  },
  'lines.pivotYes': {
    en: 'yes',
    ru: 'да',
    it: 'sì',
    es: 'sí',
  },
  'lines.pivotFileName': {
    en: 'Lines by {group}',
    ru: 'Линии по {group}',
    it: 'Linee per {group}',
    es: 'Líneas por {group}',
  },
  'lines.pivotByYear': {
    en: 'years',
    ru: 'годам',
    it: 'anno',
    es: 'año',
  },
  'lines.pivotByRegion': {
    en: 'regions',
    ru: 'регионам',
    it: 'regione',
    es: 'región',
  },
} as const satisfies Record<string, Record<Language, string>>;
