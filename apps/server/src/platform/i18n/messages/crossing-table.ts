import type { Language } from '@plotline/contract/rules';

/** Server messages and CSV headers of the crossing table (issue 19, decision 054). */
export const CROSSING_TABLE_MESSAGES = {
  'crossingTable.noSuchFeature': {
    en: 'Trait {id} is not a trait of this crop.',
    ru: 'Признак {id} не относится к этой культуре.',
    it: 'La caratteristica {id} non appartiene a questa coltura.',
    es: 'La característica {id} no pertenece a este cultivo.',
  },
  'crossingTable.noSuchRegion': {
    en: 'There is no such region.',
    ru: 'Такого региона нет.',
    it: 'Questa regione non esiste.',
    es: 'No existe esa región.',
  },
  'crossingTable.noWeights': {
    en: 'No alleles with weights in the region for: {features}.',
    ru: 'В регионе нет аллелей с весами для: {features}.',
    it: 'Nessun allele con pesi nella regione per: {features}.',
    es: 'No hay alelos con pesos en la región para: {features}.',
  },
  'crossingTable.tooManyParents': {
    en: '{count} lines have a genotype: choose at most {max}.',
    ru: 'Генотип есть у {count} линий: выберите не более {max}.',
    it: '{count} linee hanno un genotipo: scegline al massimo {max}.',
    es: '{count} líneas tienen genotipo: elija como máximo {max}.',
  },
  'crossingTable.noGenotypedParents': {
    en: 'None of these lines has a genotype at the markers with weights.',
    ru: 'Ни у одной из этих линий нет генотипа по маркерам с весами.',
    it: 'Nessuna di queste linee ha un genotipo ai marcatori con pesi.',
    es: 'Ninguna de estas líneas tiene genotipo en los marcadores con pesos.',
  },
  'crossingTable.otherCrop': {
    en: 'This line belongs to another crop.',
    ru: 'Эта линия относится к другой культуре.',
    it: 'Questa linea appartiene a un’altra coltura.',
    es: 'Esta línea pertenece a otro cultivo.',
  },
  'crossingTable.checkWithoutGenotype': {
    en: 'The check line has no genotype at the markers with weights.',
    ru: 'У линии-стандарта нет генотипа по маркерам с весами.',
    it: 'La linea testimone non ha un genotipo ai marcatori con pesi.',
    es: 'La línea testigo no tiene genotipo en los marcadores con pesos.',
  },
  'crossingTable.lowerNotChosen': {
    en: 'Trait {id} is not among the chosen traits.',
    ru: 'Признак {id} не входит в выбранные признаки.',
    it: 'La caratteristica {id} non è tra quelle scelte.',
    es: 'La característica {id} no está entre las elegidas.',
  },
  'crossingTable.csvLowerIsBetter': {
    en: '{trait} (lower is better)',
    ru: '{trait} (меньше — лучше)',
    it: '{trait} (più basso è meglio)',
    es: '{trait} (más bajo es mejor)',
  },
  'crossingTable.csvMother': { en: 'Mother', ru: 'Мать', it: 'Madre', es: 'Madre' },
  'crossingTable.csvFather': { en: 'Father', ru: 'Отец', it: 'Padre', es: 'Padre' },
  'crossingTable.csvMean': {
    en: '{trait}: mean',
    ru: '{trait}: среднее',
    it: '{trait}: media',
    es: '{trait}: media',
  },
  'crossingTable.csvSd': {
    en: '{trait}: SD',
    ru: '{trait}: ст. откл.',
    it: '{trait}: dev. std.',
    es: '{trait}: desv. est.',
  },
  'crossingTable.csvUc': {
    en: '{trait}: UC (usefulness)',
    ru: '{trait}: UC (полезность)',
    it: '{trait}: UC (utilità)',
    es: '{trait}: UC (utilidad)',
  },
  'crossingTable.csvPBeat': {
    en: '{trait}: P(> check)',
    ru: '{trait}: P(> стандарта)',
    it: '{trait}: P(> testimone)',
    es: '{trait}: P(> testigo)',
  },
} as const satisfies Record<string, Record<Language, string>>;
