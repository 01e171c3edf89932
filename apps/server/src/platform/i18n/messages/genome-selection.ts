import type { Language } from '@plotline/contract/rules';

/** Server messages of the weights' readers and genome selection (issue 19, decision 054). */
export const GENOME_SELECTION_MESSAGES = {
  'genomeSelection.noSuchRegion': {
    en: 'There is no such region.',
    ru: 'Такого региона нет.',
    it: 'Questa regione non esiste.',
    es: 'Esta región no existe.',
  },
  'genomeSelection.noSuchFeature': {
    en: 'The crop has no such trait.',
    ru: 'У культуры нет такого признака.',
    it: 'La coltura non ha questo carattere.',
    es: 'El cultivo no tiene este carácter.',
  },
  'genomeSelection.noSuchMarker': {
    en: 'The crop’s marker catalogue has no such marker.',
    ru: 'В каталоге маркеров культуры нет такого маркера.',
    it: 'Il catalogo dei marcatori della coltura non ha questo marcatore.',
    es: 'El catálogo de marcadores del cultivo no tiene este marcador.',
  },
  'genomeSelection.lineOfOtherCrop': {
    en: 'This line belongs to another crop.',
    ru: 'Эта линия относится к другой культуре.',
    it: 'Questa linea appartiene a un’altra coltura.',
    es: 'Esta línea pertenece a otro cultivo.',
  },
  'genomeSelection.noWeights': {
    en: 'No alleles with weights in the region: run a GWAS or add effects in the knowledge base.',
    ru: 'В регионе нет аллелей с весами: запустите GWAS или добавьте эффекты в базу знаний.',
    it: 'Nessun allele con pesi nella regione: esegui una GWAS o aggiungi effetti nella base di conoscenza.',
    es: 'No hay alelos con pesos en la región: ejecute un GWAS o añada efectos en la base de conocimiento.',
  },
  'genomeSelection.noGenotype': {
    en: 'The line has no genotype at any marker with a weight.',
    ru: 'У линии нет генотипа ни по одному маркеру с весом.',
    it: 'La linea non ha un genotipo in nessun marcatore con un peso.',
    es: 'La línea no tiene genotipo en ningún marcador con peso.',
  },
  'genomeSelection.repeatedMarker': {
    en: 'Each marker can be a target only once.',
    ru: 'Каждый маркер может быть целью только один раз.',
    it: 'Ogni marcatore può essere un obiettivo una sola volta.',
    es: 'Cada marcador puede ser un objetivo solo una vez.',
  },
  'genomeSelection.markerWithoutAlleles': {
    en: 'The marker «{marker}» has no REF and ALT alleles in the catalogue.',
    ru: 'У маркера «{marker}» в каталоге не указаны аллели REF и ALT.',
    it: 'Il marcatore «{marker}» non ha gli alleli REF e ALT nel catalogo.',
    es: 'El marcador «{marker}» no tiene los alelos REF y ALT en el catálogo.',
  },
  'genomeSelection.alleleNotOfMarker': {
    en: 'The allele «{allele}» is not an allele of «{marker}» ({ref}/{alt}).',
    ru: 'Аллель «{allele}» не является аллелем маркера «{marker}» ({ref}/{alt}).',
    it: 'L’allele «{allele}» non è un allele di «{marker}» ({ref}/{alt}).',
    es: 'El alelo «{allele}» no es un alelo de «{marker}» ({ref}/{alt}).',
  },
} as const satisfies Record<string, Record<Language, string>>;
