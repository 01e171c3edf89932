import type { Language } from '@plotline/contract/rules';

/** Server messages of the genome analyses (issue 19, decision 054), in four languages. */
export const GENOME_ANALYSES_MESSAGES = {
  'genomeAnalyses.otherCrop': {
    en: 'This genotype matrix belongs to another crop.',
    ru: 'Эта матрица генотипов относится к другой культуре.',
    it: 'Questa matrice di genotipi appartiene a un’altra coltura.',
    es: 'Esta matriz de genotipos pertenece a otro cultivo.',
  },
  'genomeAnalyses.noSuchSample': {
    en: 'The matrix has {count} samples (idx 0 to {count} − 1): a chosen sample is not among them.',
    ru: 'В матрице {count} образцов (idx от 0 до {count} − 1): выбранного образца среди них нет.',
    it: 'La matrice ha {count} campioni (idx da 0 a {count} − 1): un campione scelto non è tra questi.',
    es: 'La matriz tiene {count} muestras (idx de 0 a {count} − 1): una muestra elegida no está entre ellas.',
  },
  'genomeAnalyses.tooManySamples': {
    en: 'At most {max} samples can be analysed at once: choose fewer samples.',
    ru: 'За один раз можно проанализировать не более {max} образцов: выберите меньше образцов.',
    it: 'Si possono analizzare al massimo {max} campioni alla volta: scegli meno campioni.',
    es: 'Se pueden analizar como máximo {max} muestras a la vez: elija menos muestras.',
  },
  'genomeAnalyses.tooManyCalls': {
    en: 'The matrix has {markers} markers: at most {max} of its samples can be analysed at once. Choose fewer samples.',
    ru: 'В матрице {markers} маркеров: за один раз можно проанализировать не более {max} её образцов. Выберите меньше образцов.',
    it: 'La matrice ha {markers} marcatori: se ne possono analizzare al massimo {max} campioni alla volta. Scegli meno campioni.',
    es: 'La matriz tiene {markers} marcadores: se pueden analizar como máximo {max} de sus muestras a la vez. Elija menos muestras.',
  },
  'genomeAnalyses.noSuchFeature': {
    en: 'The crop has no quantitative feature «{feature}».',
    ru: 'У культуры нет количественного признака «{feature}».',
    it: 'La coltura non ha la caratteristica quantitativa «{feature}».',
    es: 'El cultivo no tiene la característica cuantitativa «{feature}».',
  },
  'genomeAnalyses.noSuchRegion': {
    en: 'There is no such region.',
    ru: 'Такого региона нет.',
    it: 'Questa regione non esiste.',
    es: 'No existe esa región.',
  },
  'genomeAnalyses.running': {
    en: 'The analysis is still running: wait for it to end or cancel it first.',
    ru: 'Анализ ещё выполняется: дождитесь его окончания или сначала отмените его.',
    it: 'L’analisi è ancora in corso: attendi che finisca o annullala prima.',
    es: 'El análisis todavía está en curso: espere a que termine o cancélelo primero.',
  },
  'genomeAnalyses.fewLines': {
    en: 'Only {count} lines of the matrix have a value of the trait in the chosen seasons: a GWAS needs at least {min}. Choose more seasons or another trait.',
    ru: 'Только у {count} линий матрицы есть значения признака в выбранных сезонах: для GWAS нужно не менее {min}. Выберите больше сезонов или другой признак.',
    it: 'Solo {count} linee della matrice hanno un valore della caratteristica nelle stagioni scelte: un GWAS ne richiede almeno {min}. Scegli più stagioni o un’altra caratteristica.',
    es: 'Solo {count} líneas de la matriz tienen un valor de la característica en las temporadas elegidas: un GWAS necesita al menos {min}. Elija más temporadas u otra característica.',
  },
  'genomeAnalyses.fewSamples': {
    en: 'A structure analysis needs at least 3 samples.',
    ru: 'Для анализа структуры нужно не менее 3 образцов.',
    it: 'Un’analisi della struttura richiede almeno 3 campioni.',
    es: 'Un análisis de estructura necesita al menos 3 muestras.',
  },
  'genomeAnalyses.fewMarkers': {
    en: 'Fewer than 2 markers pass the filters (minor allele frequency and call rate): lower them.',
    ru: 'Фильтры (частота минорного аллеля и доля генотипированных образцов) прошли менее 2 маркеров: ослабьте их.',
    it: 'Meno di 2 marcatori superano i filtri (frequenza dell’allele minore e tasso di chiamata): abbassali.',
    es: 'Menos de 2 marcadores superan los filtros (frecuencia del alelo menor y tasa de llamada): redúzcalos.',
  },
  'genomeAnalyses.notAnalysable': {
    en: 'These samples cannot be analysed: two samples share no called marker, or no marker varies. Choose other samples or lower the filters.',
    ru: 'Эти образцы нельзя проанализировать: у двух образцов нет общих генотипированных маркеров или ни один маркер не полиморфен. Выберите другие образцы или ослабьте фильтры.',
    it: 'Questi campioni non si possono analizzare: due campioni non hanno marcatori chiamati in comune, oppure nessun marcatore varia. Scegli altri campioni o abbassa i filtri.',
    es: 'Estas muestras no se pueden analizar: dos muestras no comparten ningún marcador llamado, o ningún marcador varía. Elija otras muestras o reduzca los filtros.',
  },
  'genomeAnalyses.gone': {
    en: 'The analysis or its genotype matrix was deleted.',
    ru: 'Анализ или его матрица генотипов удалены.',
    it: 'L’analisi o la sua matrice di genotipi è stata eliminata.',
    es: 'El análisis o su matriz de genotipos fue eliminado.',
  },
  'genomeAnalyses.tooLarge': {
    en: 'The analysis did not finish within {n} minutes: choose fewer samples or stricter filters.',
    ru: 'Анализ не завершился за {n} мин: выберите меньше образцов или более строгие фильтры.',
    it: 'L’analisi non è terminata entro {n} minuti: scegli meno campioni o filtri più severi.',
    es: 'El análisis no terminó en {n} minutos: elija menos muestras o filtros más estrictos.',
  },
  'genomeAnalyses.tooLargeToView': {
    en: 'The distance matrix of more than {max} samples is too large to show: download it.',
    ru: 'Матрица дистанций более чем {max} образцов слишком велика для показа: скачайте её.',
    it: 'La matrice delle distanze di più di {max} campioni è troppo grande da mostrare: scaricala.',
    es: 'La matriz de distancias de más de {max} muestras es demasiado grande para mostrarla: descárguela.',
  },
} as const satisfies Record<string, Record<Language, string>>;
