import type { Language } from '@plotline/contract/rules';

/** Server messages of the knowledge base (issue 19, decision 054), in four languages. */
export const KNOWLEDGE_BASE_MESSAGES = {
  'knowledgeBase.noSuchMarker': {
    en: 'The crop’s marker catalogue has no such marker.',
    ru: 'В каталоге маркеров культуры нет такого маркера.',
    it: 'Il catalogo dei marcatori della coltura non contiene questo marcatore.',
    es: 'El catálogo de marcadores del cultivo no tiene ese marcador.',
  },
  'knowledgeBase.noSuchFeature': {
    en: 'The crop has no such quantitative trait.',
    ru: 'У культуры нет такого количественного признака.',
    it: 'La coltura non ha questo carattere quantitativo.',
    es: 'El cultivo no tiene ese carácter cuantitativo.',
  },
  'knowledgeBase.noSuchRegion': {
    en: 'There is no such region.',
    ru: 'Такого региона нет.',
    it: 'Questa regione non esiste.',
    es: 'No existe esa región.',
  },
  'knowledgeBase.duplicateEffect': {
    en: 'The effect of {marker} on «{trait}» ({region}) is already given in the entry «{title}».',
    ru: 'Эффект маркера {marker} на «{trait}» ({region}) уже указан в статье «{title}».',
    it: 'L’effetto di {marker} su «{trait}» ({region}) è già indicato nella voce «{title}».',
    es: 'El efecto de {marker} sobre «{trait}» ({region}) ya figura en la entrada «{title}».',
  },
  'knowledgeBase.repeatedEffect': {
    en: 'The effect of {marker} on «{trait}» ({region}) is given twice in this entry (row {row}).',
    ru: 'Эффект маркера {marker} на «{trait}» ({region}) указан в статье дважды (строка {row}).',
    it: 'L’effetto di {marker} su «{trait}» ({region}) è indicato due volte in questa voce (riga {row}).',
    es: 'El efecto de {marker} sobre «{trait}» ({region}) figura dos veces en esta entrada (fila {row}).',
  },
  'knowledgeBase.allRegions': {
    en: 'all regions',
    ru: 'все регионы',
    it: 'tutte le regioni',
    es: 'todas las regiones',
  },
} as const satisfies Record<string, Record<Language, string>>;
