import type { Language } from '@plotline/contract/rules';

/** Server messages of the create-line page and its primers (issue 19), in four languages. */
export const CREATE_LINE_MESSAGES = {
  'createLine.noSuchFeature': {
    en: 'The crop has no such trait.',
    ru: 'У культуры нет такого признака.',
    it: 'La coltura non ha questo carattere.',
    es: 'El cultivo no tiene este carácter.',
  },
  'createLine.noSuchRegion': {
    en: 'There is no such region.',
    ru: 'Такого региона нет.',
    it: 'Questa regione non esiste.',
    es: 'Esta región no existe.',
  },
  'createLine.noSuchMarker': {
    en: 'The crop’s marker catalogue has no such marker.',
    ru: 'В каталоге маркеров культуры нет такого маркера.',
    it: 'Il catalogo dei marcatori della coltura non ha questo marcatore.',
    es: 'El catálogo de marcadores del cultivo no tiene este marcador.',
  },
  'createLine.duplicateMarker': {
    en: 'The marker «{name}» is changed twice: keep one target pair.',
    ru: 'Маркер «{name}» изменён дважды: оставьте одну целевую пару.',
    it: 'Il marcatore «{name}» è modificato due volte: tieni una sola coppia di destinazione.',
    es: 'El marcador «{name}» se cambia dos veces: deje un solo par objetivo.',
  },
  'createLine.markerWithoutAlleles': {
    en: 'The marker «{name}» has no REF and ALT alleles in the catalogue: add them first.',
    ru: 'У маркера «{name}» в каталоге не указаны аллели REF и ALT: сначала добавьте их.',
    it: 'Il marcatore «{name}» non ha gli alleli REF e ALT nel catalogo: aggiungili prima.',
    es: 'El marcador «{name}» no tiene alelos REF y ALT en el catálogo: agréguelos primero.',
  },
  'createLine.alleleRequired': {
    en: 'Choose both alleles of the pair.',
    ru: 'Выберите обе аллели пары.',
    it: 'Scegli entrambi gli alleli della coppia.',
    es: 'Elija ambos alelos del par.',
  },
  'createLine.notMarkerAllele': {
    en: 'An allele of the marker «{name}» is its REF ({ref}) or its ALT ({alt}).',
    ru: 'Аллель маркера «{name}» — это его REF ({ref}) или ALT ({alt}).',
    it: 'Un allele del marcatore «{name}» è il suo REF ({ref}) o il suo ALT ({alt}).',
    es: 'Un alelo del marcador «{name}» es su REF ({ref}) o su ALT ({alt}).',
  },
} as const satisfies Record<string, Record<Language, string>>;
