/**
 * Server messages of the mixed models of the multiple-field comparison and the ANCOVA (issue 18,
 * decision 053), in four languages.
 */
export const MIXED_MODEL_MESSAGES = {
  'ancova.mixedNoBlocks': {
    en: 'The mixed model needs one nursery year with two or more repetitions (X/1, X/2) as blocks: choose one nursery year, or the simple model.',
    ru: 'Смешанной модели нужен один год питомника с двумя или более повторностями (X/1, X/2) в качестве блоков: выберите один год питомника или простую модель.',
    it: 'Il modello misto richiede un anno del vivaio con due o più ripetizioni (X/1, X/2) come blocchi: scegli un solo anno del vivaio, oppure il modello semplice.',
    es: 'El modelo mixto necesita un año del vivero con dos o más repeticiones (X/1, X/2) como bloques: elija un solo año del vivero, o el modelo simple.',
  },
  'multiField.noReplication': {
    en: 'No line has two plots with a value of «{feature}» in one nursery year: the mixed model needs repetitions (X/1, X/2) to tell the line × year variation from the error.',
    ru: 'Ни у одной линии нет двух делянок со значением «{feature}» в одном году питомника: смешанной модели нужны повторности (X/1, X/2), чтобы отделить изменчивость линия × год от ошибки.',
    it: 'Nessuna linea ha due parcelle con un valore di «{feature}» in un anno del vivaio: il modello misto richiede ripetizioni (X/1, X/2) per separare la variazione linea × anno dall’errore.',
    es: 'Ninguna línea tiene dos parcelas con un valor de «{feature}» en un año del vivero: el modelo mixto necesita repeticiones (X/1, X/2) para separar la variación línea × año del error.',
  },
  'multiField.disconnected': {
    en: 'The chosen nursery years do not share lines with values of «{feature}»: the years’ effects cannot be told from the lines’. Choose nursery years linked by common lines.',
    ru: 'У выбранных лет питомника нет общих линий со значениями «{feature}»: влияние года нельзя отделить от влияния линий. Выберите годы питомника, связанные общими линиями.',
    it: 'Gli anni del vivaio scelti non hanno linee in comune con valori di «{feature}»: l’effetto degli anni non si distingue da quello delle linee. Scegli anni del vivaio collegati da linee comuni.',
    es: 'Los años del vivero elegidos no comparten líneas con valores de «{feature}»: el efecto de los años no se distingue del de las líneas. Elija años del vivero enlazados por líneas comunes.',
  },
  'multiField.noInteractionDf': {
    en: 'The chosen nursery years share too few lines with values of «{feature}» to estimate the line × year variation: at least two lines need values in two of the years.',
    ru: 'У выбранных лет питомника слишком мало общих линий со значениями «{feature}», чтобы оценить изменчивость линия × год: нужно не менее двух линий со значениями в двух годах.',
    it: 'Gli anni del vivaio scelti hanno troppo poche linee in comune con valori di «{feature}» per stimare la variazione linea × anno: servono almeno due linee con valori in due anni.',
    es: 'Los años del vivero elegidos comparten muy pocas líneas con valores de «{feature}» para estimar la variación línea × año: se necesitan al menos dos líneas con valores en dos de los años.',
  },
  'multiField.tooLarge': {
    en: 'The mixed model of «{feature}» did not finish within {n} seconds: choose fewer nursery years or analyse the balanced lines only (simple model).',
    ru: 'Смешанная модель признака «{feature}» не завершилась за {n} с: выберите меньше лет питомника или анализируйте только сбалансированные линии (простая модель).',
    it: 'Il modello misto di «{feature}» non è terminato entro {n} secondi: scegli meno anni del vivaio oppure analizza solo le linee bilanciate (modello semplice).',
    es: 'El modelo mixto de «{feature}» no terminó en {n} segundos: elija menos años del vivero o analice solo las líneas equilibradas (modelo simple).',
  },
} as const;
