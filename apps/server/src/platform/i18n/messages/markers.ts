import type { Language } from '@plotline/contract/rules';

/** Server messages of the marker catalogue of a crop (issue 17), in the four languages. */
export const MARKERS_MESSAGES = {
  'markers.badAllele': {
    en: 'An allele is written with the bases A, C, G, T only (e.g. "A", or "AT" for an indel).',
    ru: 'Аллель записывается только буквами A, C, G, T (например, «A» или «AT» для инделя).',
    it: 'Un allele si scrive solo con le basi A, C, G, T (ad es. «A», o «AT» per un indel).',
    es: 'Un alelo se escribe solo con las bases A, C, G, T (p. ej., «A», o «AT» para un indel).',
  },
  'markers.allelePairRequired': {
    en: 'Give both alleles, reference and alternative, or neither.',
    ru: 'Укажите оба аллеля, референсный и альтернативный, или ни одного.',
    it: 'Indica entrambi gli alleli, di riferimento e alternativo, oppure nessuno.',
    es: 'Indique ambos alelos, de referencia y alternativo, o ninguno.',
  },
  'markers.sameAlleles': {
    en: 'The alternative allele must differ from the reference allele.',
    ru: 'Альтернативный аллель должен отличаться от референсного.',
    it: "L'allele alternativo deve essere diverso da quello di riferimento.",
    es: 'El alelo alternativo debe ser distinto del de referencia.',
  },
  'markers.flankTooShort': {
    en: 'A flanking sequence needs at least {n} bases.',
    ru: 'Фланкирующая последовательность должна содержать не менее {n} нуклеотидов.',
    it: 'Una sequenza fiancheggiante richiede almeno {n} basi.',
    es: 'Una secuencia flanqueante necesita al menos {n} bases.',
  },
  'markers.badFlank': {
    en: 'A flanking sequence is written with the letters A, C, G, T, N only.',
    ru: 'Фланкирующая последовательность записывается только буквами A, C, G, T, N.',
    it: 'Una sequenza fiancheggiante si scrive solo con le lettere A, C, G, T, N.',
    es: 'Una secuencia flanqueante se escribe solo con las letras A, C, G, T, N.',
  },
  'markers.badPrimer': {
    en: 'A primer is written with IUPAC nucleotide letters only (A, C, G, T, N, R, Y…).',
    ru: 'Праймер записывается только буквами нуклеотидов IUPAC (A, C, G, T, N, R, Y…).',
    it: 'Un primer si scrive solo con le lettere nucleotidiche IUPAC (A, C, G, T, N, R, Y…).',
    es: 'Un cebador se escribe solo con letras de nucleótidos IUPAC (A, C, G, T, N, R, Y…).',
  },
  'markers.duplicatePosition': {
    en: 'The crop already has a marker at {chr}:{pos} («{name}»).',
    ru: 'У культуры уже есть маркер в позиции {chr}:{pos} («{name}»).',
    it: 'La coltura ha già un marcatore in {chr}:{pos} («{name}»).',
    es: 'El cultivo ya tiene un marcador en {chr}:{pos} («{name}»).',
  },
  'markers.duplicatePositionAny': {
    en: 'The crop already has a marker at this chromosome and position.',
    ru: 'У культуры уже есть маркер в этой позиции хромосомы.',
    it: 'La coltura ha già un marcatore in questo cromosoma e posizione.',
    es: 'El cultivo ya tiene un marcador en este cromosoma y posición.',
  },
  'markers.hasGenotypes': {
    en: 'Plots carry genotypes at the marker «{name}» ({n}): delete it with force=true to delete them too.',
    ru: 'У делянок есть генотипы по маркеру «{name}» ({n}): удалите его с force=true, чтобы удалить и их.',
    it: 'Le parcelle hanno genotipi al marcatore «{name}» ({n}): eliminalo con force=true per eliminarli.',
    es: 'Las parcelas tienen genotipos en el marcador «{name}» ({n}): elimínelo con force=true para borrarlos.',
  },
  'markers.rowRepeated': {
    en: 'This chromosome and position are already in row {other}.',
    ru: 'Эти хромосома и позиция уже есть в строке {other}.',
    it: 'Questo cromosoma e questa posizione sono già nella riga {other}.',
    es: 'Este cromosoma y esta posición ya están en la fila {other}.',
  },
  'markers.badPosition': {
    en: 'A position is a whole number from 1 to {n}.',
    ru: 'Позиция — целое число от 1 до {n}.',
    it: 'Una posizione è un numero intero da 1 a {n}.',
    es: 'Una posición es un número entero de 1 a {n}.',
  },
  'markers.counts': {
    en: 'Markers: {rows}; added: {created}; updated: {updated}.',
    ru: 'Маркеров: {rows}; добавлено: {created}; обновлено: {updated}.',
    it: 'Marcatori: {rows}; aggiunti: {created}; aggiornati: {updated}.',
    es: 'Marcadores: {rows}; añadidos: {created}; actualizados: {updated}.',
  },
  'markers.sheetName': {
    en: 'Markers',
    ru: 'Маркеры',
    it: 'Marcatori',
    es: 'Marcadores',
  },
} as const satisfies Record<string, Record<Language, string>>;
