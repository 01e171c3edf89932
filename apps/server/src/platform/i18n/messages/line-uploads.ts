import type { Language } from '@plotline/contract/rules';

/** Server messages of the line uploads area (issue 14), in the four interface languages. */
export const LINE_UPLOADS_MESSAGES = {
  // Purdy notation (packages/contract/src/purdy.ts)
  'purdy.emptyName': {
    en: 'The pedigree has an empty name (a separator with nothing on one side).',
    ru: 'В родословной пустое название (разделитель, с одной стороны которого ничего нет).',
    it: 'Il pedigree contiene un nome vuoto (un separatore senza nulla da un lato).',
    es: 'El pedigrí tiene un nombre vacío (un separador sin nada a un lado).',
  },
  'purdy.sameLevel': {
    en: 'The pedigree has two crosses at the level «{separator}»: mark the later one a level higher («/» then «//», «/3/»…).',
    ru: 'В родословной два скрещивания уровня «{separator}»: отметьте более позднее уровнем выше («/», затем «//», «/3/»…).',
    it: 'Il pedigree ha due incroci al livello «{separator}»: indica il successivo un livello più in alto («/» poi «//», «/3/»…).',
    es: 'El pedigrí tiene dos cruzamientos en el nivel «{separator}»: marque el posterior un nivel más arriba («/» luego «//», «/3/»…).',
  },
  'purdy.levelGap': {
    en: 'The separator «{separator}» skips a level: here it must be «{expected}».',
    ru: 'Разделитель «{separator}» пропускает уровень: здесь должен быть «{expected}».',
    it: 'Il separatore «{separator}» salta un livello: qui deve essere «{expected}».',
    es: 'El separador «{separator}» salta un nivel: aquí debe ser «{expected}».',
  },
  'purdy.level': {
    en: 'The cross level «/{level}/» is not allowed (1 to {max}).',
    ru: 'Уровень скрещивания «/{level}/» недопустим (от 1 до {max}).',
    it: 'Il livello di incrocio «/{level}/» non è ammesso (da 1 a {max}).',
    es: 'El nivel de cruzamiento «/{level}/» no está permitido (de 1 a {max}).',
  },
  'purdy.backcross': {
    en: 'The backcross «{text}» needs a whole number of doses after «*» (1 to 30), as in «A*3/B».',
    ru: 'В беккроссе «{text}» после «*» нужно целое число доз (от 1 до 30), например «A*3/B».',
    it: 'Il reincrocio «{text}» richiede un numero intero di dosi dopo «*» (da 1 a 30), come in «A*3/B».',
    es: 'La retrocruza «{text}» necesita un número entero de dosis tras «*» (de 1 a 30), como en «A*3/B».',
  },
  'purdy.backcrossAlone': {
    en: 'The backcross «{text}» names no parent to cross with («A*3/B»).',
    ru: 'В беккроссе «{text}» не указан второй родитель («A*3/B»).',
    it: 'Il reincrocio «{text}» non indica il genitore con cui incrociare («A*3/B»).',
    es: 'La retrocruza «{text}» no indica el progenitor con el que cruzar («A*3/B»).',
  },
  'purdy.twoBackcrosses': {
    en: 'Only one side of a cross can be the recurrent parent: «{text}».',
    ru: 'Рекуррентным может быть только один родитель скрещивания: «{text}».',
    it: "Solo un lato dell'incrocio può essere il genitore ricorrente: «{text}».",
    es: 'Solo un lado del cruzamiento puede ser el progenitor recurrente: «{text}».',
  },
  // the line collection and pedigree files
  'lineUploads.nameTooLong': {
    en: 'The pedigree names «{name}», longer than {n} characters.',
    ru: 'В родословной название «{name}» длиннее {n} символов.',
    it: 'Il pedigree nomina «{name}», più lungo di {n} caratteri.',
    es: 'El pedigrí nombra «{name}», de más de {n} caracteres.',
  },
  'lineUploads.duplicateName': {
    en: 'The line «{line}» already appears in row {row}.',
    ru: 'Линия «{line}» уже есть в строке {row}.',
    it: 'La linea «{line}» compare già nella riga {row}.',
    es: 'La línea «{line}» ya aparece en la fila {row}.',
  },
  'lineUploads.varietyFlag': {
    en: '«{value}» is not a variety flag: write «yes» or «no».',
    ru: '«{value}» — не признак сорта: напишите «да» или «нет».',
    it: '«{value}» non indica se è una varietà: scrivi «sì» o «no».',
    es: '«{value}» no indica si es variedad: escriba «sí» o «no».',
  },
  'lineUploads.tooManyRegions': {
    en: 'At most {n} regions, separated by «;».',
    ru: 'Не более {n} регионов через «;».',
    it: 'Al massimo {n} regioni, separate da «;».',
    es: 'Como máximo {n} regiones, separadas por «;».',
  },
  'lineUploads.motherDisagrees': {
    en: 'The mother «{mother}» differs from the pedigree, where it is «{pedigree}».',
    ru: 'Мать «{mother}» не совпадает с родословной, где она «{pedigree}».',
    it: 'La madre «{mother}» non coincide con il pedigree, dove è «{pedigree}».',
    es: 'La madre «{mother}» no coincide con el pedigrí, donde es «{pedigree}».',
  },
  'lineUploads.fatherDisagrees': {
    en: 'The father «{father}» differs from the pedigree, where it is «{pedigree}».',
    ru: 'Отец «{father}» не совпадает с родословной, где он «{pedigree}».',
    it: 'Il padre «{father}» non coincide con il pedigree, dove è «{pedigree}».',
    es: 'El padre «{father}» no coincide con el pedigrí, donde es «{pedigree}».',
  },
  'lineUploads.notWritable': {
    en: 'The line «{line}» exists, but you may not change it.',
    ru: 'Линия «{line}» существует, но у вас нет прав на её изменение.',
    it: 'La linea «{line}» esiste, ma non puoi modificarla.',
    es: 'La línea «{line}» existe, pero no puede modificarla.',
  },
  'lineUploads.counts': {
    en: 'Rows: {rows}; lines created: {created}, updated: {updated}.',
    ru: 'Строк: {rows}; линий создано: {created}, обновлено: {updated}.',
    it: 'Righe: {rows}; linee create: {created}, aggiornate: {updated}.',
    es: 'Filas: {rows}; líneas creadas: {created}, actualizadas: {updated}.',
  },
  // the example row of the templates
  'lineUploads.exampleOrigin': {
    en: 'Own breeding',
    ru: 'Собственная селекция',
    it: 'Selezione propria',
    es: 'Selección propia',
  },
  'lineUploads.exampleRegions': {
    en: 'North; South',
    ru: 'Север; Юг',
    it: 'Nord; Sud',
    es: 'Norte; Sur',
  },
  'lineUploads.exampleComment': {
    en: 'Example row: replace it with your lines',
    ru: 'Пример строки: замените своими линиями',
    it: 'Riga di esempio: sostituiscila con le tue linee',
    es: 'Fila de ejemplo: sustitúyala por sus líneas',
  },
} as const satisfies Record<string, Record<Language, string>>;
