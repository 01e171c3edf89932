import type { Language } from '@plotline/contract/rules';

/**
 * Server messages of "Heritability and BLUPs" (issue 18, decision 051): its refusals, each
 * naming the trait and saying what to do, and the headers of its workbook, in four languages.
 */
export const HERITABILITY_MESSAGES = {
  'heritability.fewLines': {
    en: '«{feature}» has values for {count} lines only: heritability needs at least 3 lines.',
    ru: 'У признака «{feature}» есть значения только у {count} линий: для наследуемости нужно не менее 3 линий.',
    it: '«{feature}» ha valori solo per {count} linee: l’ereditabilità richiede almeno 3 linee.',
    es: '«{feature}» tiene valores solo en {count} líneas: la heredabilidad necesita al menos 3 líneas.',
  },
  'heritability.noReplicates': {
    en: 'No line has two plots with a value of «{feature}» in one nursery year: each line needs at least two plots (repetitions X/1, X/2) to separate the line variance from the error.',
    ru: 'Ни у одной линии нет двух делянок со значением «{feature}» в одном году питомника: каждой линии нужно не менее двух делянок (повторности X/1, X/2), чтобы отделить дисперсию линий от ошибки.',
    it: 'Nessuna linea ha due parcelle con un valore di «{feature}» in un anno del vivaio: ogni linea richiede almeno due parcelle (ripetizioni X/1, X/2) per separare la varianza delle linee dall’errore.',
    es: 'Ninguna línea tiene dos parcelas con un valor de «{feature}» en un año del vivero: cada línea necesita al menos dos parcelas (repeticiones X/1, X/2) para separar la varianza de las líneas del error.',
  },
  'heritability.noSharedLines': {
    en: 'No line has values of «{feature}» in two of the chosen nursery years: the line variance cannot be told from the line × year variance. Choose nursery years that share lines, or one nursery year.',
    ru: 'Ни у одной линии нет значений «{feature}» в двух выбранных годах питомника: дисперсию линий нельзя отделить от дисперсии линия × год. Выберите годы питомника с общими линиями или один год.',
    it: 'Nessuna linea ha valori di «{feature}» in due degli anni del vivaio scelti: la varianza delle linee non si distingue da quella linea × anno. Scegli anni del vivaio con linee in comune, oppure un solo anno.',
    es: 'Ninguna línea tiene valores de «{feature}» en dos de los años del vivero elegidos: la varianza de las líneas no se distingue de la de línea × año. Elija años del vivero con líneas en común, o un solo año.',
  },
  'heritability.tooManyLines': {
    en: '«{feature}» has {count} lines: at most {max} lines can be analysed in one request. Choose fewer nursery years.',
    ru: 'У признака «{feature}» {count} линий: за один запрос можно проанализировать не более {max} линий. Выберите меньше лет питомника.',
    it: '«{feature}» ha {count} linee: in una richiesta si possono analizzare al massimo {max} linee. Scegli meno anni del vivaio.',
    es: '«{feature}» tiene {count} líneas: en una solicitud se pueden analizar como máximo {max} líneas. Elija menos años del vivero.',
  },
  'heritability.tooManyTraits': {
    en: '{count} traits asked: at most {max} traits can be analysed in one request. Choose fewer traits.',
    ru: 'Выбрано признаков: {count}; за один запрос можно проанализировать не более {max}. Выберите меньше признаков.',
    it: 'Caratteristiche richieste: {count}; in una richiesta se ne possono analizzare al massimo {max}. Scegli meno caratteristiche.',
    es: 'Características pedidas: {count}; en una solicitud se pueden analizar como máximo {max}. Elija menos características.',
  },
  'heritability.tooManyCorrelations': {
    en: 'Correlations of {count} traits over {lines} lines take too long: choose at most {max} traits for correlations, or analyse without them.',
    ru: 'Корреляции {count} признаков по {lines} линиям считаются слишком долго: выберите для корреляций не более {max} признаков или анализируйте без них.',
    it: 'Le correlazioni di {count} caratteristiche su {lines} linee richiedono troppo tempo: scegli al massimo {max} caratteristiche per le correlazioni, oppure analizza senza.',
    es: 'Las correlaciones de {count} características en {lines} líneas tardan demasiado: elija como máximo {max} características para las correlaciones, o analice sin ellas.',
  },
  'heritability.tooLarge': {
    en: 'The analysis did not finish within {n} seconds at «{feature}»: choose fewer traits or nursery years, or analyse without correlations.',
    ru: 'Анализ не завершился за {n} с на признаке «{feature}»: выберите меньше признаков или лет питомника либо анализируйте без корреляций.',
    it: 'L’analisi non è terminata entro {n} secondi su «{feature}»: scegli meno caratteristiche o anni del vivaio, oppure analizza senza correlazioni.',
    es: 'El análisis no terminó en {n} segundos en «{feature}»: elija menos características o años del vivero, o analice sin correlaciones.',
  },
  'heritability.sheet.components': {
    en: 'Components',
    ru: 'Компоненты',
    it: 'Componenti',
    es: 'Componentes',
  },
  'heritability.sheet.correlations': {
    en: 'Correlations',
    ru: 'Корреляции',
    it: 'Correlazioni',
    es: 'Correlaciones',
  },
  'heritability.column.feature': {
    en: 'Trait',
    ru: 'Признак',
    it: 'Caratteristica',
    es: 'Característica',
  },
  'heritability.column.model': { en: 'Model', ru: 'Модель', it: 'Modello', es: 'Modelo' },
  'heritability.column.component': {
    en: 'Component',
    ru: 'Компонента',
    it: 'Componente',
    es: 'Componente',
  },
  'heritability.column.variance': {
    en: 'Variance',
    ru: 'Дисперсия',
    it: 'Varianza',
    es: 'Varianza',
  },
  'heritability.column.se': {
    en: 'Standard error',
    ru: 'Стандартная ошибка',
    it: 'Errore standard',
    es: 'Error estándar',
  },
  'heritability.column.boundary': {
    en: 'At zero (boundary)',
    ru: 'На границе (ноль)',
    it: 'Al limite (zero)',
    es: 'En el límite (cero)',
  },
  'heritability.column.cullis': {
    en: 'H² (Cullis)',
    ru: 'H² (Каллис)',
    it: 'H² (Cullis)',
    es: 'H² (Cullis)',
  },
  'heritability.column.standard': {
    en: 'H² (standard)',
    ru: 'H² (стандартная)',
    it: 'H² (standard)',
    es: 'H² (estándar)',
  },
  'heritability.column.overallMean': {
    en: 'Overall mean',
    ru: 'Общее среднее',
    it: 'Media generale',
    es: 'Media general',
  },
  'heritability.column.rank': { en: 'Rank', ru: 'Ранг', it: 'Rango', es: 'Rango' },
  'heritability.column.line': { en: 'Line', ru: 'Линия', it: 'Linea', es: 'Línea' },
  'heritability.column.mean': {
    en: 'Predicted value',
    ru: 'Прогнозное значение',
    it: 'Valore previsto',
    es: 'Valor predicho',
  },
  'heritability.column.blup': { en: 'BLUP', ru: 'BLUP', it: 'BLUP', es: 'BLUP' },
  'heritability.column.pev': {
    en: 'Prediction error variance',
    ru: 'Дисперсия ошибки прогноза',
    it: 'Varianza dell’errore di previsione',
    es: 'Varianza del error de predicción',
  },
  'heritability.column.reliability': {
    en: 'Reliability',
    ru: 'Надёжность',
    it: 'Affidabilità',
    es: 'Fiabilidad',
  },
  'heritability.column.plots': { en: 'Plots', ru: 'Делянки', it: 'Parcelle', es: 'Parcelas' },
  'heritability.column.environments': {
    en: 'Nursery years',
    ru: 'Годы питомника',
    it: 'Anni del vivaio',
    es: 'Años del vivero',
  },
  'heritability.column.genotypic': {
    en: 'Genotypic r',
    ru: 'Генотипическая r',
    it: 'r genotipica',
    es: 'r genotípica',
  },
  'heritability.column.phenotypic': {
    en: 'Phenotypic r (line means)',
    ru: 'Фенотипическая r (средние линий)',
    it: 'r fenotipica (medie delle linee)',
    es: 'r fenotípica (medias de las líneas)',
  },
  'heritability.column.plotCorrelation': {
    en: 'r over plots',
    ru: 'r по делянкам',
    it: 'r sulle parcelle',
    es: 'r sobre parcelas',
  },
  'heritability.component.line': { en: 'Line', ru: 'Линия', it: 'Linea', es: 'Línea' },
  'heritability.component.line_by_environment': {
    en: 'Line × year',
    ru: 'Линия × год',
    it: 'Linea × anno',
    es: 'Línea × año',
  },
  'heritability.component.environment': {
    en: 'Year (environment)',
    ru: 'Год (среда)',
    it: 'Anno (ambiente)',
    es: 'Año (ambiente)',
  },
  'heritability.component.replicate_within_environment': {
    en: 'Repetition within year',
    ru: 'Повторность в году',
    it: 'Ripetizione nell’anno',
    es: 'Repetición en el año',
  },
  'heritability.component.residual': {
    en: 'Residual',
    ru: 'Остаток',
    it: 'Residuo',
    es: 'Residual',
  },
} as const satisfies Record<string, Record<Language, string>>;
