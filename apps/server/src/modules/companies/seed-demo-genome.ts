import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { lines, mutations, plotGenotypes, plots } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { createMemoryFileStore } from '../../platform/files/memory-file-store.ts';
import { importVcf } from '../genotype-matrices/import-vcf.ts';
import { linkFoundersToYield } from './demo-yield-founders.ts';

/**
 * The demo crops' genome data (issue 17, decision 048): a marker catalogue of well-known genes
 * with primers and flanks (the flanks are made up: the demo's reads would be simulated too),
 * the allele pairs the latest season's plots were typed at (KASP results entered by hand),
 * and a SNP panel of the crop's lines imported through the product's own VCF import.
 */

type DemoMarker = {
  name: string;
  chr: string;
  pos: number;
  ref: string;
  alt: string;
  gene: string;
  description: string;
};

/** [name, chromosome, position, ref, alt, gene, description] */
type MarkerRow = [string, string, number, string, string, string, string];

/** One crop's demo genome: its chromosomes (Mb), catalogue, typed markers and panel name. */
export type DemoGenome = {
  chromosomes: readonly [string, number][];
  markers: readonly DemoMarker[];
  /** Markers the latest season's plots were typed at. */
  typed: readonly string[];
  panel: string;
  sites: number;
};

const markersOf = (rows: MarkerRow[]): DemoMarker[] =>
  rows.map(([name, chr, pos, ref, alt, gene, description]) => ({
    name,
    chr,
    pos,
    ref,
    alt,
    gene,
    description,
  }));

const numbered = (prefix: string, lengthsMb: number[]): [string, number][] =>
  lengthsMb.map((mb, i) => [`${prefix}${i + 1}`, mb]);

/** Winter wheat: approximate positions on IWGSC RefSeq v1.0, rounded. */
export const WHEAT_GENOME: DemoGenome = {
  chromosomes: [
    ['1A', 594],
    ['1B', 689],
    ['1D', 495],
    ['2A', 780],
    ['2B', 801],
    ['2D', 651],
    ['3A', 750],
    ['3B', 830],
    ['3D', 615],
    ['4A', 744],
    ['4B', 673],
    ['4D', 509],
    ['5A', 709],
    ['5B', 713],
    ['5D', 566],
    ['6A', 618],
    ['6B', 720],
    ['6D', 473],
    ['7A', 736],
    ['7B', 750],
    ['7D', 638],
  ],
  markers: markersOf([
    [
      'Rht-B1b',
      '4B',
      30_861_382,
      'C',
      'T',
      'Rht-B1',
      'Короткостебельность (GA-нечувствительность)',
    ],
    [
      'Rht-D1b',
      '4D',
      18_781_062,
      'G',
      'T',
      'Rht-D1',
      'Короткостебельность (GA-нечувствительность)',
    ],
    ['Ppd-D1a', '2D', 33_952_048, 'A', 'G', 'Ppd-D1', 'Нечувствительность к фотопериоду'],
    ['Vrn-A1', '5A', 587_411_454, 'T', 'C', 'Vrn-A1', 'Яровой/озимый тип развития'],
    ['Vrn-B1', '5B', 573_815_990, 'G', 'A', 'Vrn-B1', 'Яровой/озимый тип развития'],
    ['Vrn-D1', '5D', 465_946_523, 'C', 'A', 'Vrn-D1', 'Яровой/озимый тип развития'],
    [
      'Lr34',
      '7D',
      47_411_914,
      'T',
      'C',
      'Lr34/Yr18/Pm38',
      'Устойчивость к бурой ржавчине, возрастная',
    ],
    ['Sr2', '3B', 8_651_212, 'A', 'G', 'Sr2', 'Устойчивость к стеблевой ржавчине'],
    ['Fhb1', '3B', 8_472_033, 'G', 'A', 'TaHRC', 'Устойчивость к фузариозу колоса'],
    [
      'Glu-D1d',
      '1D',
      412_235_122,
      'C',
      'G',
      'Glu-D1',
      'Субъединицы глютенина 5+10: хлебопекарное качество',
    ],
    ['Pinb-D1b', '5D', 3_361_125, 'G', 'A', 'Pinb-D1', 'Твёрдозёрность'],
    ['TaGW2-6A', '6A', 240_920_114, 'A', 'G', 'TaGW2', 'Масса зерна'],
  ]),
  typed: ['Rht-B1b', 'Rht-D1b', 'Ppd-D1a'],
  panel: 'Демо-панель 3K SNP',
  sites: 3000,
};

/** Spring barley: approximate positions on MorexV3, rounded. */
export const BARLEY_GENOME: DemoGenome = {
  chromosomes: numbered('', [516, 665, 621, 610, 588, 561, 632]).map(([n, mb]) => [`${n}H`, mb]),
  markers: markersOf([
    ['Vrs1', '2H', 651_526_614, 'G', 'A', 'HvHox1', 'Двурядность/многорядность колоса'],
    ['Ppd-H1', '2H', 29_141_890, 'G', 'T', 'Ppd-H1', 'Реакция на длину дня'],
    ['sdw1', '3H', 559_079_225, 'C', 'T', 'HvGA20ox2', 'Полукарликовость (denso)'],
    ['Rym4', '3H', 601_702_331, 'A', 'G', 'eIF4E', 'Устойчивость к вирусу желтой мозаики ячменя'],
    ['Vrn-H2', '4H', 597_117_460, 'C', 'T', 'ZCCT-H', 'Яровой/озимый тип развития'],
    ['mlo', '4H', 24_710_213, 'T', 'C', 'Mlo', 'Устойчивость к мучнистой росе'],
    ['Vrn-H1', '5H', 575_070_153, 'G', 'C', 'HvBM5A', 'Яровой/озимый тип развития'],
    ['Rpg1', '7H', 12_412_388, 'A', 'G', 'Rpg1', 'Устойчивость к стеблевой ржавчине'],
  ]),
  typed: ['Vrs1', 'sdw1', 'mlo'],
  panel: 'Демо-панель 1K SNP',
  sites: 1000,
};

/** Sunflower: approximate positions on HanXRQr2.0, rounded. */
export const SUNFLOWER_GENOME: DemoGenome = {
  chromosomes: numbered(
    'Ha',
    [154, 178, 173, 181, 217, 131, 113, 169, 206, 255, 170, 193, 200, 192, 183, 213, 208],
  ),
  markers: markersOf([
    ['Pl-Arg', 'Ha1', 5_120_441, 'C', 'T', 'Pl-Arg', 'Устойчивость к ложной мучнистой росе'],
    ['Pl8', 'Ha13', 176_306_207, 'G', 'A', 'Pl8', 'Устойчивость к ложной мучнистой росе'],
    ['Or7', 'Ha7', 94_511_820, 'A', 'G', 'Or7', 'Устойчивость к заразихе (раса F)'],
    [
      'AHAS1-Imisun',
      'Ha9',
      183_405_113,
      'C',
      'T',
      'AHASL1',
      'Устойчивость к имидазолинонам (Ala205Val)',
    ],
    ['FAD2-1', 'Ha14', 139_627_945, 'G', 'A', 'FAD2-1', 'Высокоолеиновость масла'],
    ['Rf1', 'Ha13', 170_894_551, 'T', 'C', 'Rf1', 'Восстановление фертильности пыльцы'],
  ]),
  typed: ['Pl-Arg', 'Or7', 'FAD2-1'],
  panel: 'Демо-панель 1K SNP',
  sites: 1000,
};

const BASES = 'ACGT';

function sequenceOf(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += BASES[Math.floor(random() * 4)];
  return text;
}

/**
 * Seeds a demo crop's genome data: the catalogue, typed allele pairs of the latest season's
 * plots at three markers, and the SNP panel of its lines (VCF import). Runs once, in the
 * demo's first start.
 */
export async function seedDemoGenome(
  db: Db,
  owner: { companyId: number; userId: number; cropId: number },
  genome: DemoGenome,
  random: () => number,
): Promise<void> {
  const { markers: catalogueMarkers, chromosomes } = genome;
  const catalogue = await db
    .insert(mutations)
    .values(
      catalogueMarkers.map((marker) => ({
        cropId: owner.cropId,
        name: marker.name,
        chr: marker.chr,
        pos: marker.pos,
        refAllele: marker.ref,
        altAllele: marker.alt,
        flankLeft: sequenceOf(random, 60),
        flankRight: sequenceOf(random, 60),
        forwardPrimer: sequenceOf(random, 21),
        reversePrimer: sequenceOf(random, 21),
        gene: marker.gene,
        description: marker.description,
      })),
    )
    .returning({
      id: mutations.id,
      name: mutations.name,
      ref: mutations.refAllele,
      alt: mutations.altAllele,
    });

  const cropLines = await db
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .where(eq(lines.cropId, owner.cropId))
    .orderBy(lines.id);
  // each line: a founder mosaic, mostly homozygous (inbred), a little heterozygosity and missing
  const founders = 4;
  const lineFounder = cropLines.map(() =>
    Array.from({ length: chromosomes.length }, () => Math.floor(random() * founders)),
  );
  await linkFoundersToYield(
    db,
    owner.cropId,
    cropLines.map((line) => line.id),
    chromosomes.map(([chr]) => chr),
    new Set(catalogueMarkers.map((marker) => marker.chr)),
    lineFounder,
    founders,
  );
  const typed = new Map<string, Map<number, number>>(); // marker name → line id → dosage

  const siteLines: string[] = [];
  const perChromosome = Math.floor(genome.sites / chromosomes.length);
  for (const [chrIndex, [chr, lengthMb]] of chromosomes.entries()) {
    const sites: { pos: number; id: string; ref: string; alt: string }[] = [];
    const step = Math.floor((lengthMb * 1_000_000) / (perChromosome + 1));
    for (let s = 0; s < perChromosome; s++) {
      const pos = step * (s + 1) + Math.floor(random() * (step / 2));
      const ref = BASES[Math.floor(random() * 4)] ?? 'A';
      const alt = BASES[(BASES.indexOf(ref) + 1 + Math.floor(random() * 3)) % 4] ?? 'G';
      sites.push({ pos, id: `AX-${(9_5000_000 + chrIndex * 1000 + s).toString()}`, ref, alt });
    }
    for (const marker of catalogueMarkers.filter((m) => m.chr === chr)) {
      sites.push({ pos: marker.pos, id: marker.name, ref: marker.ref, alt: marker.alt });
    }
    sites.sort((a, b) => a.pos - b.pos);
    for (const site of sites) {
      // founders' alleles at this site; each line inherits its founder's, with a little noise
      const founderAlt = Array.from({ length: founders }, () => random() < 0.4);
      const calls = cropLines.map((line, li) => {
        const roll = random();
        if (roll < 0.03) return './.';
        const founder = lineFounder[li]?.[chrIndex] ?? 0;
        let dosage = founderAlt[founder] ? 2 : 0;
        if (roll < 0.05) dosage = 1;
        else if (roll < 0.07) dosage = 2 - dosage;
        if (catalogueMarkers.some((m) => m.name === site.id)) {
          const byLine = typed.get(site.id) ?? new Map<number, number>();
          byLine.set(line.id, dosage);
          typed.set(site.id, byLine);
        }
        return dosage === 0 ? '0/0' : dosage === 1 ? '0/1' : '1/1';
      });
      siteLines.push(
        [chr, site.pos, site.id, site.ref, site.alt, '.', 'PASS', '.', 'GT', ...calls].join('\t'),
      );
    }
  }
  const header = [
    '##fileformat=VCFv4.2',
    '##source=Plotline demo',
    ...chromosomes.map(([chr, mb]) => `##contig=<ID=${chr},length=${mb * 1_000_000}>`),
    '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
    [
      '#CHROM',
      'POS',
      'ID',
      'REF',
      'ALT',
      'QUAL',
      'FILTER',
      'INFO',
      'FORMAT',
      ...cropLines.map((l) => l.name),
    ].join('\t'),
  ];
  const files = createMemoryFileStore();
  const fileKey = 'demo/panel.vcf';
  await files.put(fileKey, Buffer.from(`${[...header, ...siteLines].join('\n')}\n`), 'text/plain');
  const user: CurrentUser = {
    id: owner.userId,
    username: 'demo',
    companyId: owner.companyId,
    divisionId: null,
    role: 'head_of_company',
    isSuperAdmin: false,
  };
  const outcome = await importVcf(db, {
    files,
    fileKey,
    fileName: 'demo-panel.vcf',
    name: genome.panel,
    matching: { cropId: owner.cropId, match: 'lines' },
    addMarkers: false,
    user,
  });
  if (outcome.status !== 'success')
    throw new Error(`demo VCF import failed: ${JSON.stringify(outcome)}`);

  // the latest season's plots were typed (KASP) at the dwarfing and photoperiod markers
  const typedMarkers = catalogue.filter((m) => genome.typed.includes(m.name));
  const [latest] = await queryRows<{ field_year_id: number }>(
    db,
    sql`select p.field_year_id from plots p join lines l on l.id = p.line_id
      where l.crop_id = ${owner.cropId} order by p.field_year_id desc limit 1`,
  );
  if (!latest) return;
  const seasonPlots = await db
    .select({ id: plots.id, lineId: plots.lineId })
    .from(plots)
    .where(
      and(
        eq(plots.fieldYearId, latest.field_year_id),
        inArray(
          plots.lineId,
          cropLines.map((l) => l.id),
        ),
      ),
    );
  const pairs = seasonPlots.flatMap((plot) =>
    typedMarkers.flatMap((marker) => {
      const dosage = typed.get(marker.name)?.get(plot.lineId);
      if (dosage === undefined) return [];
      const [first, second] =
        dosage === 0
          ? [marker.ref, marker.ref]
          : dosage === 1
            ? [marker.ref, marker.alt]
            : [marker.alt, marker.alt];
      return [{ plotId: plot.id, mutationId: marker.id, firstAllele: first, secondAllele: second }];
    }),
  );
  if (pairs.length > 0) await db.insert(plotGenotypes).values(pairs);
}
