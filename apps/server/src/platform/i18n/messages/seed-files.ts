import type { Language } from '@plotline/contract/rules';

/** Server messages of the seed files area (issue 15), in the four interface languages. */
export const SEED_FILES_MESSAGES = {
  'seedFiles.unknownCode': {
    en: 'There is no seed lot «{code}» in this crop’s store (a new lot has no code).',
    ru: 'Партии «{code}» нет в семенном хранилище этой культуры (у новой партии код не указывается).',
    it: 'Nel magazzino di questa coltura non c’è il lotto «{code}» (un lotto nuovo non ha codice).',
    es: 'No hay ningún lote «{code}» en el almacén de este cultivo (un lote nuevo no lleva código).',
  },
  'seedFiles.duplicateCode': {
    en: 'The lot {code} already appears in row {row}.',
    ru: 'Партия {code} уже есть в строке {row}.',
    it: 'Il lotto {code} compare già nella riga {row}.',
    es: 'El lote {code} ya aparece en la fila {row}.',
  },
  'seedFiles.unknownLocation': {
    en: 'There is no storage location «{location}» in a warehouse «{warehouse}» of this crop.',
    ru: 'Нет места хранения «{location}» на складе «{warehouse}» этой культуры.',
    it: 'Non esiste l’ubicazione «{location}» in un magazzino «{warehouse}» di questa coltura.',
    es: 'No existe la ubicación «{location}» en un almacén «{warehouse}» de este cultivo.',
  },
  'seedFiles.unknownLine': {
    en: 'There is no line «{line}» in this crop; add it to the line collection first.',
    ru: 'Линии «{line}» нет в этой культуре; сначала добавьте её в коллекцию линий.',
    it: 'Non esiste la linea «{line}» in questa coltura; aggiungila prima alla collezione di linee.',
    es: 'No existe la línea «{line}» en este cultivo; añádala antes a la colección de líneas.',
  },
  'seedFiles.lineChanged': {
    en: 'The lot {code} holds seed of the line «{line}»: a lot’s line cannot be changed.',
    ru: 'В партии {code} семена линии «{line}»: линию партии изменить нельзя.',
    it: 'Il lotto {code} contiene seme della linea «{line}»: la linea di un lotto non si cambia.',
    es: 'El lote {code} contiene semilla de la línea «{line}»: la línea de un lote no se cambia.',
  },
  'seedFiles.weightBelowBooked': {
    en: '{booked} g of the lot {code} are booked in sowing plans: its weight cannot go below that.',
    ru: 'Из партии {code} в планах посева забронировано {booked} г: вес не может быть меньше.',
    it: 'Del lotto {code} sono prenotati {booked} g nei piani di semina: il peso non può scendere sotto.',
    es: 'Del lote {code} hay {booked} g reservados en planes de siembra: el peso no puede bajar de eso.',
  },
  'seedFiles.amountBelowBooked': {
    en: '{booked} seeds of the lot {code} are booked in sowing plans: the amount cannot go below that.',
    ru: 'Из партии {code} в планах посева забронировано семян: {booked}; количество не может быть меньше.',
    it: 'Del lotto {code} sono prenotati {booked} semi nei piani di semina: la quantità non può scendere sotto.',
    es: 'Del lote {code} hay {booked} semillas reservadas en planes de siembra: la cantidad no puede bajar de eso.',
  },
  'seedFiles.newLotNeeds': {
    en: 'A new lot (a row without a lot code) needs the column «{column}».',
    ru: 'Для новой партии (строки без кода партии) нужен столбец «{column}».',
    it: 'Un lotto nuovo (una riga senza codice) richiede la colonna «{column}».',
    es: 'Un lote nuevo (una fila sin código de lote) necesita la columna «{column}».',
  },
  'seedFiles.reservedFlag': {
    en: '«{value}» is not a reserve flag: write «yes» or «no».',
    ru: '«{value}» — не признак резерва: напишите «да» или «нет».',
    it: '«{value}» non indica la riserva: scrivi «sì» o «no».',
    es: '«{value}» no indica la reserva: escriba «sí» o «no».',
  },
  'seedFiles.tooManyLots': {
    en: 'The download would hold {n} seed lots, more than {max}: narrow the filters.',
    ru: 'В файл попало бы партий: {n}, больше {max}; сузьте отбор.',
    it: 'Il file conterrebbe {n} lotti, più di {max}: restringi i filtri.',
    es: 'El archivo tendría {n} lotes, más de {max}: acote los filtros.',
  },
  'seedFiles.counts': {
    en: 'Rows: {rows}; seed lots created: {created}, changed: {updated}.',
    ru: 'Строк: {rows}; партий создано: {created}, изменено: {updated}.',
    it: 'Righe: {rows}; lotti creati: {created}, modificati: {updated}.',
    es: 'Filas: {rows}; lotes creados: {created}, modificados: {updated}.',
  },
  'seedFiles.correctionNote': {
    en: 'Seed-record file «{file}»',
    ru: 'Файл партий семян «{file}»',
    it: 'File dei lotti di seme «{file}»',
    es: 'Archivo de lotes de semilla «{file}»',
  },
  // the example row of the template
  'seedFiles.exampleWarehouse': {
    en: 'Main warehouse',
    ru: 'Основной склад',
    it: 'Magazzino principale',
    es: 'Almacén principal',
  },
  'seedFiles.exampleLocation': {
    en: 'Shelf A',
    ru: 'Стеллаж А',
    it: 'Scaffale A',
    es: 'Estante A',
  },
  'seedFiles.exampleAddress': {
    en: 'Box 3, bag 12',
    ru: 'Ящик 3, пакет 12',
    it: 'Scatola 3, sacchetto 12',
    es: 'Caja 3, bolsa 12',
  },
  'seedFiles.exampleComment': {
    en: 'Leave the lot empty for a new lot; its line must already be in the crop.',
    ru: 'Для новой партии оставьте «Партия» пустой; линия уже должна быть в культуре.',
    it: 'Per un lotto nuovo lascia vuoto «Lotto»; la linea deve già esistere nella coltura.',
    es: 'Para un lote nuevo deje vacío «Lote»; la línea ya debe existir en el cultivo.',
  },
} as const satisfies Record<string, Record<Language, string>>;
