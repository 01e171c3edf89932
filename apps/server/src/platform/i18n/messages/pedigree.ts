import type { Language } from '@plotline/contract/rules';

/** Server messages of pedigrees and crossing plans (issue 14), in the four interface languages. */
export const PEDIGREE_MESSAGES = {
  'lines.pedigreeLoop': {
    en: 'A line cannot be its own ancestor: {loop} (each is a parent of the one before).',
    ru: 'Линия не может быть своим предком: {loop} (каждая — родитель предыдущей).',
    it: 'Una linea non può essere antenata di sé stessa: {loop} (ognuna è genitore della precedente).',
    es: 'Una línea no puede ser su propio ancestro: {loop} (cada una es progenitora de la anterior).',
  },
  'pedigree.noCrosses': {
    en: 'The plan has no crosses: choose mothers and fathers (a line is not crossed with itself).',
    ru: 'В плане нет скрещиваний: выберите матерей и отцов (линия не скрещивается сама с собой).',
    it: 'Il piano non ha incroci: scegli madri e padri (una linea non si incrocia con sé stessa).',
    es: 'El plan no tiene cruzamientos: elija madres y padres (una línea no se cruza consigo misma).',
  },
  'pedigree.tooManyCrossPlots': {
    en: 'A crossing plan may create at most {max} plots; this one would create {count} ({crosses} crosses × {per} plots).',
    ru: 'План скрещиваний может создать не более {max} делянок; этот создал бы {count} ({crosses} скрещиваний × {per} делянок).',
    it: 'Un piano di incroci può creare al massimo {max} parcelle; questo ne creerebbe {count} ({crosses} incroci × {per} parcelle).',
    es: 'Un plan de cruzamientos puede crear como máximo {max} parcelas; este crearía {count} ({crosses} cruzamientos × {per} parcelas).',
  },
  'pedigree.crossPlotExists': {
    en: 'The season already has the plot {plot}: this cross is sown there already. Leave out crosses already made, or choose another season.',
    ru: 'В этом сезоне уже есть делянка {plot}: это скрещивание там уже посеяно. Пропустите уже сделанные скрещивания или выберите другой сезон.',
    it: 'La stagione ha già la parcella {plot}: questo incrocio vi è già seminato. Escludi gli incroci già fatti o scegli un’altra stagione.',
    es: 'La temporada ya tiene la parcela {plot}: este cruzamiento ya está sembrado allí. Omita los cruzamientos ya hechos o elija otra temporada.',
  },
  'pedigree.crossNameTooLong': {
    en: 'The cross name {name} is longer than {max} characters.',
    ru: 'Название скрещивания {name} длиннее {max} символов.',
    it: 'Il nome dell’incrocio {name} supera i {max} caratteri.',
    es: 'El nombre del cruzamiento {name} tiene más de {max} caracteres.',
  },
} as const satisfies Record<string, Record<Language, string>>;
