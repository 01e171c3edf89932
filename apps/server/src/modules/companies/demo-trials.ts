/**
 * The trials of the demo company (decision 030): what a breeder would recognise, each trait
 * and stage where it belongs. The values are drawn by `seed-demo-nursery.ts` from these
 * means and spreads with a fixed seed, so every demo database is the same.
 */

/** A trait of a trial: a normal value per plot, or a text fixed per entry. */
export type DemoTrait = {
  name: string;
  unit: string;
  /** Mean of the trial. */
  mean: number;
  /** Spread between entries (genetic), and of plots of one entry (plot error). */
  spread: number;
  noise: number;
  decimals: number;
  /** Change of the mean in a season (weather), by year. */
  seasons?: Record<number, number>;
  /** Share of the entry's yield potential the trait follows (−1..1): traits correlate. */
  followsYield?: number;
  /** A qualitative trait: the entry's text. */
  text?: (entry: number) => string;
};

/** A stage: the day of the year it is reached on average, and its spread. */
export type DemoStage = {
  name: string;
  /** `MM-DD` of the average plot; `yearOffset` −1 for a winter crop's autumn stages. */
  date: string;
  yearOffset?: number;
  /** Days later per unit of the entry's lateness. */
  spread: number;
};

/** One entry (a plot name in every repetition) and its line, with parents for a cross. */
export type DemoEntry = { plot: string; line: string; mother?: string; father?: string };

export type DemoTrial = {
  crop: 'wheat' | 'barley' | 'sunflower';
  field: { name: string; region: string; subregion: string; type: 'competitive'; width: number };
  /** Seasons sown, every one filled. */
  seasons: number[];
  repetitions: number;
  entries: DemoEntry[];
  traits: DemoTrait[];
  stages: DemoStage[];
  seed: number;
};

const REGION = 'Краснодарский край';

/** Sunflower CMS mothers × restorer fathers of the demo hybrids (a complete 4 × 5 factorial). */
const SUNFLOWER_MOTHERS = ['ВК-101А', 'ВК-102А', 'ВК-103А', 'ВК-104А'];
const SUNFLOWER_FATHERS = ['ВК-580', 'ВК-585', 'ВК-591', 'ВК-598', 'ВК-602'];

/** `К-1`, `К-2`…: short plot names that fit a map cell. */
const plotName = (prefix: string, index: number) => `${prefix}-${index + 1}`;

/**
 * Sunflower: a competitive trial of hybrids (every hybrid a cross with both parents, so
 * the hybrid statistics work), the standard variety first, two seasons of the same entries.
 */
export const SUNFLOWER_TRIAL: DemoTrial = {
  crop: 'sunflower',
  field: {
    name: 'КСИ-1',
    region: REGION,
    subregion: 'Усть-Лабинский район',
    type: 'competitive',
    width: 12,
  },
  seasons: [2024, 2025],
  repetitions: 3,
  entries: [
    { plot: 'К-1', line: 'Бузулук' },
    { plot: 'К-2', line: 'ВК-678' },
    { plot: 'К-3', line: 'ВК-680' },
    { plot: 'К-4', line: 'ВК-195' },
    ...SUNFLOWER_MOTHERS.flatMap((mother, m) =>
      SUNFLOWER_FATHERS.map((father, f) => ({
        plot: plotName('К', 4 + m * SUNFLOWER_FATHERS.length + f),
        // a hybrid's code, short enough for a map cell: `101А×580` (ВК-101А × ВК-580)
        line: `${mother.replace('ВК-', '')}×${father.replace('ВК-', '')}`,
        mother,
        father,
      })),
    ),
  ],
  traits: [
    {
      name: 'урожайность',
      unit: 'ц/га',
      mean: 31,
      spread: 3.2,
      noise: 1.9,
      decimals: 1,
      seasons: { 2024: -3.5, 2025: 0 },
    },
    {
      name: 'масличность',
      unit: '%',
      mean: 49,
      spread: 1.6,
      noise: 0.9,
      decimals: 1,
      followsYield: -0.2,
    },
    {
      name: 'высота растений',
      unit: 'см',
      mean: 168,
      spread: 9,
      noise: 6,
      decimals: 0,
      followsYield: 0.3,
      seasons: { 2024: -8, 2025: 0 },
    },
    {
      name: 'диаметр корзинки',
      unit: 'см',
      mean: 19,
      spread: 1.4,
      noise: 1.1,
      decimals: 1,
      followsYield: 0.5,
    },
    {
      name: 'окраска семянок',
      unit: '',
      mean: 0,
      spread: 0,
      noise: 0,
      decimals: 0,
      text: (entry) => (entry % 5 === 2 ? 'полосатая' : 'черная'),
    },
  ],
  stages: [
    { name: 'всходы', date: '05-08', spread: 1.5 },
    { name: 'бутонизация', date: '06-24', spread: 2.5 },
    { name: 'цветение', date: '07-12', spread: 3 },
    { name: 'физиологическая спелость', date: '08-27', spread: 4 },
  ],
  seed: 2025,
};

/** Winter wheat: sown in autumn (emergence in October), heading in May, ripe in early July. */
export const WHEAT_TRIAL: DemoTrial = {
  crop: 'wheat',
  field: {
    name: 'КСИ-1',
    region: REGION,
    subregion: 'Усть-Лабинский район',
    type: 'competitive',
    width: 12,
  },
  seasons: [2024, 2025],
  repetitions: 3,
  entries: [
    { plot: 'К-1', line: 'Гром' },
    ...Array.from({ length: 23 }, (_, i) => ({
      plot: plotName('К', i + 1),
      line: `КН-${2401 + i}`,
      mother: i % 3 === 0 ? 'Гром' : undefined,
      father: i % 3 === 0 ? 'Безостая 100' : undefined,
    })),
  ],
  traits: [
    {
      name: 'урожайность',
      unit: 'ц/га',
      mean: 68,
      spread: 5,
      noise: 3,
      decimals: 1,
      seasons: { 2024: -6, 2025: 0 },
    },
    {
      name: 'высота растений',
      unit: 'см',
      mean: 88,
      spread: 6,
      noise: 3.5,
      decimals: 0,
      followsYield: -0.2,
    },
    {
      name: 'масса 1000 зерен',
      unit: 'г',
      mean: 42,
      spread: 2.5,
      noise: 1.3,
      decimals: 1,
      followsYield: 0.4,
    },
    { name: 'полегание', unit: 'балл', mean: 7, spread: 1.2, noise: 0.6, decimals: 0 },
    {
      name: 'окраска колоса',
      unit: '',
      mean: 0,
      spread: 0,
      noise: 0,
      decimals: 0,
      text: (entry) => (entry % 3 === 1 ? 'красная' : 'белая'),
    },
  ],
  stages: [
    { name: 'всходы', date: '10-14', yearOffset: -1, spread: 1.5 },
    { name: 'колошение', date: '05-12', spread: 2 },
    { name: 'полная спелость', date: '07-02', spread: 2.5 },
  ],
  seed: 2024,
};

/** Spring barley: sown in March, emergence in April, heading in June. */
export const BARLEY_TRIAL: DemoTrial = {
  crop: 'barley',
  field: {
    name: 'ПСИ-1',
    region: REGION,
    subregion: 'Динской район',
    type: 'competitive',
    width: 12,
  },
  seasons: [2025],
  repetitions: 3,
  entries: [
    { plot: 'П-1', line: 'Виконт' },
    ...Array.from({ length: 15 }, (_, i) => ({
      plot: plotName('П', i + 1),
      line: `ЯЛ-${301 + i}`,
    })),
  ],
  traits: [
    { name: 'урожайность', unit: 'ц/га', mean: 52, spread: 4, noise: 2.5, decimals: 1 },
    {
      name: 'высота растений',
      unit: 'см',
      mean: 72,
      spread: 5,
      noise: 3,
      decimals: 0,
      followsYield: 0.2,
    },
    {
      name: 'масса 1000 зерен',
      unit: 'г',
      mean: 47,
      spread: 2,
      noise: 1.2,
      decimals: 1,
      followsYield: 0.4,
    },
    { name: 'пленчатость', unit: '%', mean: 9.5, spread: 0.6, noise: 0.4, decimals: 1 },
  ],
  stages: [
    { name: 'всходы', date: '04-18', spread: 1 },
    { name: 'колошение', date: '06-04', spread: 2 },
    { name: 'полная спелость', date: '07-08', spread: 2 },
  ],
  seed: 2026,
};
