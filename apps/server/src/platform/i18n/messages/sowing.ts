import type { Language } from '@plotline/contract/rules';

/** Server messages of sowing plans and seed labels (issue 15, decision 041), in four languages. */
export const SOWING_MESSAGES = {
  'sowing.planAccepted': {
    en: 'This sowing plan has been accepted: it can no longer be changed.',
    ru: 'Этот план посева уже принят: изменить его нельзя.',
    it: 'Questo piano di semina è già stato accettato: non può più essere modificato.',
    es: 'Este plan de siembra ya se aceptó: ya no se puede modificar.',
  },
  'sowing.planEmpty': {
    en: 'The sowing plan has no lots: book at least one lot before accepting it.',
    ru: 'В плане посева нет партий: забронируйте хотя бы одну партию перед принятием.',
    it: 'Il piano di semina non ha lotti: prenota almeno un lotto prima di accettarlo.',
    es: 'El plan de siembra no tiene lotes: reserve al menos un lote antes de aceptarlo.',
  },
  'sowing.tooManyPlots': {
    en: 'The plan would create more than {max} plots.',
    ru: 'План создал бы больше {max} делянок.',
    it: 'Il piano creerebbe più di {max} parcelle.',
    es: 'El plan crearía más de {max} parcelas.',
  },
  'sowing.plotExists': {
    en: 'The season already has a plot named «{plot}».',
    ru: 'В сезоне уже есть делянка «{plot}».',
    it: 'La stagione ha già una parcella chiamata «{plot}».',
    es: 'La temporada ya tiene una parcela llamada «{plot}».',
  },
  'sowing.lotReserved': {
    en: 'Lot {code} is a reserve lot: it is not offered for sowing.',
    ru: 'Партия {code} резервная: её нельзя бронировать для посева.',
    it: 'Il lotto {code} è di riserva: non può essere prenotato per la semina.',
    es: 'El lote {code} es de reserva: no se ofrece para la siembra.',
  },
  'sowing.lotInPlanAlready': {
    en: 'Lot {code} is already in this plan: change its booking instead.',
    ru: 'Партия {code} уже есть в этом плане: измените её бронь.',
    it: 'Il lotto {code} è già in questo piano: modifica la sua prenotazione.',
    es: 'El lote {code} ya está en este plan: modifique su reserva.',
  },
  'sowing.nothingBooked': {
    en: 'Book a weight or an amount greater than zero.',
    ru: 'Забронируйте вес или количество больше нуля.',
    it: 'Prenota un peso o una quantità maggiore di zero.',
    es: 'Reserve un peso o una cantidad mayor que cero.',
  },
  'sowing.labelGrams': {
    en: '{weight} g',
    ru: '{weight} г',
    it: '{weight} g',
    es: '{weight} g',
  },
} as const satisfies Record<string, Record<Language, string>>;
