import type { Language } from '@plotline/contract/rules';

/** Server messages of the warehouse area (issue 15), in the four interface languages. */
export const WAREHOUSE_MESSAGES = {
  'warehouse.weightDecimals': {
    en: 'A weight has at most 3 decimals (grams to the milligram).',
    ru: 'Вес указывается не более чем с 3 знаками после запятой (граммы до миллиграмма).',
    it: 'Un peso ha al massimo 3 decimali (grammi al milligrammo).',
    es: 'Un peso tiene como máximo 3 decimales (gramos al miligramo).',
  },
  'warehouse.nothingToLabel': {
    en: 'Choose at least one seed lot or storage location to label.',
    ru: 'Выберите хотя бы одну партию семян или место хранения для этикеток.',
    it: 'Scegli almeno un lotto di semi o un luogo di conservazione da etichettare.',
    es: 'Elija al menos un lote de semillas o un lugar de almacenamiento para etiquetar.',
  },
  'warehouse.notEnoughSeed': {
    en: 'Not enough seed in lot {code}: the balance cannot go below zero or below what is booked.',
    ru: 'Недостаточно семян в партии {code}: остаток не может стать меньше нуля или меньше забронированного.',
    it: 'Semi insufficienti nel lotto {code}: il saldo non può scendere sotto zero né sotto la quantità prenotata.',
    es: 'No hay suficiente semilla en el lote {code}: el saldo no puede bajar de cero ni de lo reservado.',
  },
  'warehouse.notEnoughSeedAny': {
    en: 'Not enough seed in a lot: the balance cannot go below zero or below what is booked.',
    ru: 'Недостаточно семян в партии: остаток не может стать меньше нуля или меньше забронированного.',
    it: 'Semi insufficienti in un lotto: il saldo non può scendere sotto zero né sotto la quantità prenotata.',
    es: 'No hay suficiente semilla en un lote: el saldo no puede bajar de cero ni de lo reservado.',
  },
  'warehouse.nameExists': {
    en: 'A warehouse with this name already exists.',
    ru: 'Склад с таким названием уже существует.',
    it: 'Esiste già un magazzino con questo nome.',
    es: 'Ya existe un almacén con este nombre.',
  },
  'warehouse.locationNameExists': {
    en: 'This warehouse already has a storage location with this name.',
    ru: 'В этом складе уже есть место хранения с таким названием.',
    it: 'Questo magazzino ha già un luogo di conservazione con questo nome.',
    es: 'Este almacén ya tiene un lugar de almacenamiento con este nombre.',
  },
  'warehouse.warehouseNotEmpty': {
    en: 'The warehouse «{name}» still holds {n} seed lot(s); move or empty them first.',
    ru: 'На складе «{name}» ещё есть партии семян: {n}; сначала перенесите или израсходуйте их.',
    it: 'Il magazzino «{name}» contiene ancora {n} lotto/i di semi; spostali o svuotali prima.',
    es: 'El almacén «{name}» aún contiene {n} lote(s) de semillas; muévalos o vacíelos primero.',
  },
  'warehouse.locationNotEmpty': {
    en: 'The storage location «{name}» still holds {n} seed lot(s); move or empty them first.',
    ru: 'В месте хранения «{name}» ещё есть партии семян: {n}; сначала перенесите или израсходуйте их.',
    it: 'Il luogo di conservazione «{name}» contiene ancora {n} lotto/i di semi; spostali o svuotali prima.',
    es: 'El lugar de almacenamiento «{name}» aún contiene {n} lote(s) de semillas; muévalos o vacíelos primero.',
  },
  'warehouse.lotNotEmpty': {
    en: 'The lot {code} still holds seed or bookings; only an empty, unbooked lot is deleted.',
    ru: 'В партии {code} ещё есть семена или брони; удалить можно только пустую партию без броней.',
    it: 'Il lotto {code} contiene ancora semi o prenotazioni; si elimina solo un lotto vuoto e non prenotato.',
    es: 'El lote {code} aún tiene semillas o reservas; solo se elimina un lote vacío y sin reservas.',
  },
  'warehouse.lotInPlan': {
    en: 'The lot {code} is in a sowing plan; remove it from the plan first.',
    ru: 'Партия {code} включена в план посева; сначала уберите её из плана.',
    it: 'Il lotto {code} è in un piano di semina; rimuovilo prima dal piano.',
    es: 'El lote {code} está en un plan de siembra; quítelo primero del plan.',
  },
  'warehouse.lotHasTransfers': {
    en: 'The lot {code} is named in other lots’ transfers; it is kept as their history.',
    ru: 'Партия {code} упоминается в перемещениях других партий; она сохраняется как их история.',
    it: 'Il lotto {code} compare nei trasferimenti di altri lotti; viene conservato come loro storia.',
    es: 'El lote {code} figura en transferencias de otros lotes; se conserva como su historial.',
  },
  'warehouse.noteRequired': {
    en: 'Say why: a correction needs a note.',
    ru: 'Укажите причину: для корректировки нужен комментарий.',
    it: 'Indica il motivo: una correzione richiede una nota.',
    es: 'Indique el motivo: una corrección necesita una nota.',
  },
  'warehouse.nothingChanged': {
    en: 'The entry changes neither weight nor amount.',
    ru: 'Запись не меняет ни вес, ни количество.',
    it: 'La registrazione non cambia né il peso né la quantità.',
    es: 'El asiento no cambia ni el peso ni la cantidad.',
  },
  'warehouse.transferPositive': {
    en: 'A transfer moves a positive weight or amount.',
    ru: 'При перемещении вес или количество должны быть положительными.',
    it: 'Un trasferimento sposta un peso o una quantità positivi.',
    es: 'Una transferencia mueve un peso o una cantidad positivos.',
  },
  'warehouse.transferTarget': {
    en: 'A transfer goes either to a lot or to a storage location (one of them).',
    ru: 'Перемещение выполняется либо в партию, либо в место хранения (одно из двух).',
    it: 'Un trasferimento va a un lotto oppure a un luogo di conservazione (uno dei due).',
    es: 'Una transferencia va a un lote o a un lugar de almacenamiento (uno de los dos).',
  },
  'warehouse.transferSameLot': {
    en: 'A lot cannot be transferred into itself.',
    ru: 'Нельзя переместить партию в саму себя.',
    it: 'Un lotto non può essere trasferito in sé stesso.',
    es: 'Un lote no puede transferirse a sí mismo.',
  },
  'warehouse.transferOtherLine': {
    en: 'Seed moves only into a lot of the same line and crop.',
    ru: 'Семена перемещаются только в партию той же линии и культуры.',
    it: 'I semi si spostano solo in un lotto della stessa linea e coltura.',
    es: 'La semilla solo se mueve a un lote de la misma línea y cultivo.',
  },
  'warehouse.otherCrop': {
    en: 'This belongs to another crop.',
    ru: 'Это относится к другой культуре.',
    it: 'Appartiene a un’altra coltura.',
    es: 'Pertenece a otro cultivo.',
  },
  'warehouse.plotsOfOtherCrop': {
    en: 'These plots belong to another crop: {names}.',
    ru: 'Эти делянки относятся к другой культуре: {names}.',
    it: 'Queste parcelle appartengono a un’altra coltura: {names}.',
    es: 'Estas parcelas pertenecen a otro cultivo: {names}.',
  },
  'warehouse.plotsWithoutLine': {
    en: 'These plots have no line, so their seed cannot be stored: {names}.',
    ru: 'У этих делянок нет линии, их семена нельзя заложить на хранение: {names}.',
    it: 'Queste parcelle non hanno una linea, i loro semi non si possono conservare: {names}.',
    es: 'Estas parcelas no tienen línea, su semilla no puede almacenarse: {names}.',
  },
  'warehouse.weightsNotSent': {
    en: 'Weights are given for plots that are not sent: {ids}.',
    ru: 'Указан вес для делянок, которые не отправляются: {ids}.',
    it: 'Sono indicati pesi per parcelle che non vengono inviate: {ids}.',
    es: 'Se indican pesos de parcelas que no se envían: {ids}.',
  },
  'warehouse.unknownWeightFeature': {
    en: 'There is no quantitative characteristic «{name}» in this crop.',
    ru: 'В этой культуре нет количественного признака «{name}».',
    it: 'In questa coltura non c’è la caratteristica quantitativa «{name}».',
    es: 'En este cultivo no existe la característica cuantitativa «{name}».',
  },
  'warehouse.badWeightValue': {
    en: 'The weight of plot «{name}» ({value}) is not a weight in grams ≥ 0 with at most 3 decimals.',
    ru: 'Вес делянки «{name}» ({value}) — не вес в граммах ≥ 0 с не более чем 3 знаками после запятой.',
    it: 'Il peso della parcella «{name}» ({value}) non è un peso in grammi ≥ 0 con al massimo 3 decimali.',
    es: 'El peso de la parcela «{name}» ({value}) no es un peso en gramos ≥ 0 con como máximo 3 decimales.',
  },
} as const satisfies Record<string, Record<Language, string>>;
