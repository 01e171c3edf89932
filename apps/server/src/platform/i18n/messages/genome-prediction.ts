import type { Language } from '@plotline/contract/rules';

/** Server messages of genomic prediction (issue 19, decision 054), in four languages. */
export const GENOME_PREDICTION_MESSAGES = {
  'genomePrediction.fewLines': {
    en: 'Only {count} genotyped lines of the matrix have a value of the trait in the chosen seasons: a prediction needs at least {min}. Choose more seasons or another trait.',
    ru: 'Только у {count} генотипированных линий матрицы есть значения признака в выбранных сезонах: для прогноза нужно не менее {min}. Выберите больше сезонов или другой признак.',
    it: 'Solo {count} linee genotipizzate della matrice hanno un valore della caratteristica nelle stagioni scelte: una previsione ne richiede almeno {min}. Scegli più stagioni o un’altra caratteristica.',
    es: 'Solo {count} líneas genotipadas de la matriz tienen un valor de la característica en las temporadas elegidas: una predicción necesita al menos {min}. Elija más temporadas u otra característica.',
  },
  'genomePrediction.notFitted': {
    en: 'The genomic model could not be fitted to these lines (no variation of the trait or of the markers).',
    ru: 'Геномную модель не удалось подогнать по этим линиям (нет изменчивости признака или маркеров).',
    it: 'Non è stato possibile adattare il modello genomico a queste linee (nessuna variabilità della caratteristica o dei marcatori).',
    es: 'No se pudo ajustar el modelo genómico a estas líneas (sin variación de la característica o de los marcadores).',
  },
  'genomePrediction.done': {
    en: 'Prediction «{name}» is ready',
    ru: 'Прогноз «{name}» готов',
    it: 'La previsione «{name}» è pronta',
    es: 'La predicción «{name}» está lista',
  },
  'genomePrediction.doneMessage': {
    en: '{lines} lines predicted ({unphenotyped} without a phenotype); h² = {h2}.',
    ru: 'Спрогнозировано линий: {lines} (без фенотипа: {unphenotyped}); h² = {h2}.',
    it: 'Linee previste: {lines} (senza fenotipo: {unphenotyped}); h² = {h2}.',
    es: 'Líneas predichas: {lines} (sin fenotipo: {unphenotyped}); h² = {h2}.',
  },
  'genomePrediction.failed': {
    en: 'Prediction «{name}» did not finish',
    ru: 'Прогноз «{name}» не выполнен',
    it: 'La previsione «{name}» non è stata completata',
    es: 'La predicción «{name}» no se completó',
  },
} as const satisfies Record<string, Record<Language, string>>;
