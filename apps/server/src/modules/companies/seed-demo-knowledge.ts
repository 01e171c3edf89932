import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { knowledgeEntries, markerEffects } from '../../db/schema.ts';

/**
 * The demo sunflower's knowledge base (issue 19, decision 054): entries about the genes of its
 * marker catalogue (seed-demo-genome.ts) citing the literature that mapped them, with
 * hand-entered effects on the demo's quantitative traits. The effect sizes are made up but of a
 * plausible size for the demo trial (yield ≈ 31 ц/га ± 3, oil ≈ 49 % ± 1.6); they are the
 * `manual` marker weights that make the weights, selection and crossing pages show data on a
 * fresh demo. One effect holds in Krasnodar Krai only, where the demo fields lie.
 */

/** The region the demo nurseries lie in (demo-trials.ts: Краснодарский край). */
const DEMO_REGION_CODE = 'RU-KDA';

type DemoEffect = { trait: string; effect: number; se: number | null; inDemoRegion?: boolean };

type DemoEntry = {
  title: string;
  gene: string;
  marker: string;
  trait: string | null;
  body: string;
  references: string[];
  effects: DemoEffect[];
};

const ENTRIES: DemoEntry[] = [
  {
    title: 'FAD2-1: высокоолеиновый тип масла (Pervenets)',
    gene: 'FAD2-1',
    marker: 'FAD2-1',
    trait: 'масличность',
    body:
      'Высокоолеиновый признак подсолнечника восходит к мутанту Первенец (ВНИИМК, химический ' +
      'мутагенез). Мутация подавляет семя-специфичную олеоил-десатуразу FAD2-1: содержание ' +
      'олеиновой кислоты в масле поднимается с 15–40 % до 80–90 %.\n' +
      'Маркер FAD2-1 различает аллели Ol и ol; доминирование неполное, поэтому гетерозиготы ' +
      'дают промежуточный состав масла. В наших испытаниях высокоолеиновые линии немного ' +
      'уступают по урожайности: эффект внесён по данным литературы и сортоиспытаний.',
    references: [
      'Soldatov K. I. (1976) Chemical mutagenesis in sunflower breeding. Proc. 7th Int. Sunflower Conf., Krasnodar, 352–357.',
      'Schuppert G. F., Tang S., Slabaugh M. B., Knapp S. J. (2006) The sunflower high-oleic mutant Ol carries variable tandem repeats of FAD2-1, a seed-specific oleoyl-phosphatidyl choline desaturase. Molecular Breeding 17: 241–256.',
      'Lacombe S., Souyris I., Bervillé A. J. (2009) An insertion of oleate desaturase homologous sequence silences via siRNA the functional gene leading to high oleic acid content in sunflower seed oil. Mol Genet Genomics 281: 43–54.',
    ],
    effects: [
      { trait: 'масличность', effect: 0.35, se: 0.12 },
      { trait: 'урожайность', effect: -0.4, se: 0.2 },
    ],
  },
  {
    title: 'Or7: устойчивость к заразихе (раса F)',
    gene: 'Or7',
    marker: 'Or7',
    trait: 'урожайность',
    body:
      'Доминантный ген Or7 даёт вертикальную устойчивость к расе F заразихи (Orobanche cumana ' +
      'Wallr.), распространённой на юге России, в Молдове, Румынии и Испании.\n' +
      'На заражённых полях Краснодарского края устойчивые гибриды сохраняют урожай; на чистых ' +
      'полях эффект мал. Поэтому эффект на урожайность указан отдельно для региона.\n' +
      'Расы G и выше преодолевают Or7: нужен мониторинг рас на участках.',
    references: [
      'Fernández-Martínez J. M., Pérez-Vich B., Velasco L. (2015) Sunflower broomrape (Orobanche cumana Wallr.). In: Sunflower: Chemistry, Production, Processing, and Utilization. AOCS Press, 129–155.',
      'Imerovski I., Dimitrijević A., Miladinović D., Dedić B., Jocić S., Kočiš Tubić N., Cvejić S. (2016) Mapping of a new gene for resistance to broomrape races higher than F. Euphytica 209: 281–289.',
      'Velasco L., Pérez-Vich B., Fernández-Martínez J. M. (2016) Research on resistance to sunflower broomrape: an integrated vision. OCL 23 (2): D203.',
    ],
    effects: [
      { trait: 'урожайность', effect: 0.5, se: 0.3 },
      { trait: 'урожайность', effect: 1.6, se: 0.4, inDemoRegion: true },
    ],
  },
  {
    title: 'PlARG: устойчивость к ложной мучнистой росе из H. argophyllus',
    gene: 'Pl-Arg',
    marker: 'Pl-Arg',
    trait: null,
    body:
      'Локус PlARG перенесён из дикого вида Helianthus argophyllus на хромосому Ha1 и защищает ' +
      'от всех известных рас Plasmopara halstedii.\n' +
      'Маркер Pl-Arg тесно сцеплен с локусом. Эффект на урожайность отражает потери от ' +
      'болезни у восприимчивых линий в годы эпифитотий.',
    references: [
      'Wieckhorst S., Bachlava E., Dußle C. M., Tang S., Gao W., Saski C., Knapp S. J., Schön C.-C., Hahn V., Bauer E. (2010) Fine mapping of the sunflower resistance locus PlARG introduced from the wild species Helianthus argophyllus. Theor Appl Genet 121: 1633–1644.',
      'Gascuel Q., Martinez Y., Boniface M.-C., Vear F., Pichon M., Godiard L. (2015) The sunflower downy mildew pathogen Plasmopara halstedii. Mol Plant Pathol 16: 109–122.',
    ],
    effects: [
      { trait: 'урожайность', effect: 0.8, se: 0.25 },
      { trait: 'масличность', effect: 0.1, se: null },
    ],
  },
  {
    title: 'Rf1: восстановление фертильности пыльцы (ЦМС PET1)',
    gene: 'Rf1',
    marker: 'Rf1',
    trait: 'урожайность',
    body:
      'Гибриды подсолнечника получают на цитоплазматической мужской стерильности PET1; ' +
      'отцовская линия должна нести доминантный восстановитель Rf1.\n' +
      'Неполное восстановление снижает завязываемость семянок, особенно при жаре во время ' +
      'цветения. Эффекты указаны на дозу аллеля-восстановителя у гибридов.',
    references: [
      'Horn R., Kusterer B., Lazarescu E., Prüfer M., Friedt W. (2003) Molecular mapping of the Rf1 gene restoring pollen fertility in PET1-based F1 hybrids in sunflower (Helianthus annuus L.). Theor Appl Genet 106: 599–606.',
      'Leclercq P. (1969) Une stérilité mâle cytoplasmique chez le tournesol. Annales de l’Amélioration des Plantes 19: 99–106.',
    ],
    effects: [
      { trait: 'урожайность', effect: 0.6, se: 0.2 },
      { trait: 'диаметр корзинки', effect: 0.3, se: 0.15 },
    ],
  },
  {
    title: 'AHASL1 Imisun: устойчивость к имидазолинонам',
    gene: 'AHASL1',
    marker: 'AHAS1-Imisun',
    trait: null,
    body:
      'Замена Ala205Val в большой субъединице ацетогидроксиацидсинтазы (AHASL1) даёт ' +
      'устойчивость к имидазолинонам (технология Clearfield). Признак наследуется как частично ' +
      'доминантный: для полной устойчивости гибрид должен быть гомозиготным.\n' +
      'Небольшой отрицательный эффект на урожайность — сцепленное бремя донорской ' +
      'дикой популяции.',
    references: [
      'Kolkman J. M., Slabaugh M. B., Bruniard J. M., Berry S., Bushman B. S., Olungu C., Maes N., Abratti G., Zambelli A., Miller J. F., Leon A., Knapp S. J. (2004) Acetohydroxyacid synthase mutations conferring resistance to imidazolinone or sulfonylurea herbicides in sunflower. Theor Appl Genet 109: 1147–1159.',
    ],
    effects: [{ trait: 'урожайность', effect: -0.2, se: 0.15 }],
  },
];

/**
 * Seeds the knowledge base of the demo sunflower: one entry per catalogue gene above with its
 * effects. Markers or traits the crop lacks are skipped (the demo data may change).
 */
export async function seedDemoKnowledge(
  db: Db,
  owner: { userId: number; cropId: number },
): Promise<void> {
  const markers = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from mutations where crop_id = ${owner.cropId}`,
  );
  const traits = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from features where crop_id = ${owner.cropId} and kind = 'quantitative'`,
  );
  const [region] = await queryRows<{ id: number }>(
    db,
    sql`select id from regions where code = ${DEMO_REGION_CODE}`,
  );
  const markerId = (name: string) => markers.find((m) => m.name === name)?.id;
  const traitId = (name: string | null) => traits.find((t) => t.name === name)?.id;
  for (const entry of ENTRIES) {
    const mutationId = markerId(entry.marker);
    if (mutationId === undefined) continue;
    const [created] = await db
      .insert(knowledgeEntries)
      .values({
        cropId: owner.cropId,
        title: entry.title,
        gene: entry.gene,
        mutationId,
        featureId: traitId(entry.trait) ?? null,
        body: entry.body,
        references: entry.references,
        createdBy: owner.userId,
      })
      .returning({ id: knowledgeEntries.id });
    if (!created) continue;
    const effects = entry.effects.flatMap((effect) => {
      const featureId = traitId(effect.trait);
      if (featureId === undefined || (effect.inDemoRegion && !region)) return [];
      return [
        {
          cropId: owner.cropId,
          mutationId,
          featureId,
          regionId: effect.inDemoRegion ? (region?.id ?? null) : null,
          source: 'manual' as const,
          effect: effect.effect,
          se: effect.se,
          knowledgeEntryId: created.id,
        },
      ];
    });
    if (effects.length > 0) await db.insert(markerEffects).values(effects);
  }
}
