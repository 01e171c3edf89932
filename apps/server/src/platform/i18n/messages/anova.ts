import type { Language } from '@plotline/contract/rules';

/** Server messages of the ANOVA's terms, split-plot and control (decision 049), in four languages. */
export const ANOVA_MESSAGES = {
  'analysis.badTerm': {
    en: '«{term}» is not a model term: write factors joined by «*» (the factors and their interaction) or «:» (the interaction alone), e.g. line*fertiliser.',
    ru: '«{term}» — не член модели: соедините факторы знаком «*» (факторы и их взаимодействие) или «:» (только взаимодействие), например line*удобрение.',
    it: '«{term}» non è un termine del modello: unisci i fattori con «*» (i fattori e la loro interazione) o «:» (solo l’interazione), ad es. line*concime.',
    es: '«{term}» no es un término del modelo: una los factores con «*» (los factores y su interacción) o «:» (solo la interacción), p. ej. line*abono.',
  },
  'analysis.tooManyTerms': {
    en: 'The model has too many terms (at most {max}): choose fewer factors or fewer interactions.',
    ru: 'В модели слишком много членов (не более {max}): выберите меньше факторов или взаимодействий.',
    it: 'Il modello ha troppi termini (al massimo {max}): scegli meno fattori o meno interazioni.',
    es: 'El modelo tiene demasiados términos (como máximo {max}): elija menos factores o menos interacciones.',
  },
  'analysis.tooManyLevels': {
    en: 'The factor «{factor}» has more than {max} levels, too many for an interaction or a split-plot: choose a factor with fewer levels or an additive model.',
    ru: 'У фактора «{factor}» больше {max} уровней — слишком много для взаимодействия или расщеплённых делянок: выберите фактор с меньшим числом уровней или аддитивную модель.',
    it: 'Il fattore «{factor}» ha più di {max} livelli, troppi per un’interazione o uno split-plot: scegli un fattore con meno livelli o un modello additivo.',
    es: 'El factor «{factor}» tiene más de {max} niveles, demasiados para una interacción o parcelas divididas: elija un factor con menos niveles o un modelo aditivo.',
  },
  'analysis.tooManyColumns': {
    en: 'The model has too many coefficients (more than {max}): choose factors with fewer levels or fewer interactions.',
    ru: 'В модели слишком много коэффициентов (больше {max}): выберите факторы с меньшим числом уровней или меньше взаимодействий.',
    it: 'Il modello ha troppi coefficienti (più di {max}): scegli fattori con meno livelli o meno interazioni.',
    es: 'El modelo tiene demasiados coeficientes (más de {max}): elija factores con menos niveles o menos interacciones.',
  },
  'analysis.interactionNoReplicates': {
    en: 'No degrees of freedom are left for the error: for the interaction {term} each combination of levels needs at least two plots. Add repetitions or leave the interaction out.',
    ru: 'Для ошибки не осталось степеней свободы: для взаимодействия {term} у каждого сочетания уровней должно быть не менее двух делянок. Добавьте повторности или уберите взаимодействие.',
    it: 'Non restano gradi di libertà per l’errore: per l’interazione {term} ogni combinazione di livelli richiede almeno due parcelle. Aggiungi ripetizioni o togli l’interazione.',
    es: 'No quedan grados de libertad para el error: para la interacción {term} cada combinación de niveles necesita al menos dos parcelas. Añada repeticiones o quite la interacción.',
  },
  'analysis.interactionEmptyCells': {
    en: 'Some combinations of levels of {term} have no plot with values, so the interaction cannot be estimated: enter values for every combination or leave the interaction out.',
    ru: 'У некоторых сочетаний уровней {term} нет делянок со значениями, и взаимодействие оценить нельзя: внесите значения для каждого сочетания или уберите взаимодействие.',
    it: 'Alcune combinazioni di livelli di {term} non hanno parcelle con valori, quindi l’interazione non si può stimare: inserisci valori per ogni combinazione o togli l’interazione.',
    es: 'Algunas combinaciones de niveles de {term} no tienen parcelas con valores, así que la interacción no puede estimarse: introduzca valores para cada combinación o quite la interacción.',
  },
  'analysis.mainPlotNotInModel': {
    en: 'The main-plot factor «{factor}» must be one of the model’s factors (not the repetition): add it to the factors or choose another.',
    ru: 'Фактор главных делянок «{factor}» должен быть среди факторов модели (и не быть повторностью): добавьте его в факторы или выберите другой.',
    it: 'Il fattore delle parcelle principali «{factor}» deve essere tra i fattori del modello (non la ripetizione): aggiungilo ai fattori o scegline un altro.',
    es: 'El factor de parcelas principales «{factor}» debe estar entre los factores del modelo (y no ser la repetición): añádalo a los factores o elija otro.',
  },
  'analysis.splitPlotNoRepetition': {
    en: 'A split-plot needs the repetitions as blocks: add «repetition» to the factors.',
    ru: 'Для расщеплённых делянок нужны повторности как блоки: добавьте «repetition» в факторы.',
    it: 'Uno split-plot richiede le ripetizioni come blocchi: aggiungi «repetition» ai fattori.',
    es: 'Unas parcelas divididas necesitan las repeticiones como bloques: añada «repetition» a los factores.',
  },
  'analysis.splitPlotRepetitionInteraction': {
    en: 'In a split-plot the repetition is a block: leave it out of the interactions.',
    ru: 'В расщеплённых делянках повторность — это блок: уберите её из взаимодействий.',
    it: 'In uno split-plot la ripetizione è un blocco: toglila dalle interazioni.',
    es: 'En parcelas divididas la repetición es un bloque: quítela de las interacciones.',
  },
  'analysis.controlFactorNotInModel': {
    en: 'The control’s factor «{factor}» is not a factor of the model: choose one of the model’s factors.',
    ru: 'Фактор контроля «{factor}» не входит в модель: выберите один из факторов модели.',
    it: 'Il fattore del controllo «{factor}» non è un fattore del modello: scegline uno del modello.',
    es: 'El factor del control «{factor}» no es un factor del modelo: elija uno de los factores del modelo.',
  },
  'analysis.controlNoFactor': {
    en: 'No factor of the model has the level «{control}» on the plots with values: choose the control among the levels.',
    ru: 'Ни у одного фактора модели нет уровня «{control}» на делянках со значениями: выберите контроль среди уровней.',
    it: 'Nessun fattore del modello ha il livello «{control}» sulle parcelle con valori: scegli il controllo tra i livelli.',
    es: 'Ningún factor del modelo tiene el nivel «{control}» en las parcelas con valores: elija el control entre los niveles.',
  },
  'analysis.controlNotLevel': {
    en: '«{control}» is not a level of «{factor}» on the plots with values: choose the control among its levels.',
    ru: '«{control}» — не уровень фактора «{factor}» на делянках со значениями: выберите контроль среди его уровней.',
    it: '«{control}» non è un livello di «{factor}» sulle parcelle con valori: scegli il controllo tra i suoi livelli.',
    es: '«{control}» no es un nivel de «{factor}» en las parcelas con valores: elija el control entre sus niveles.',
  },
  'analysis.controlAmbiguous': {
    en: 'Several factors have the level «{control}»: say which one in control_factor.',
    ru: 'Уровень «{control}» есть у нескольких факторов: укажите нужный в control_factor.',
    it: 'Più fattori hanno il livello «{control}»: indica quale in control_factor.',
    es: 'Varios factores tienen el nivel «{control}»: indique cuál en control_factor.',
  },
} as const satisfies Record<string, Record<Language, string>>;
