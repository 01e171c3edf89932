import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { RU } from '../meteo/meteo-test-kit.ts';
import { createMarker, FLANK_L, FLANK_R, setUpCatalogue } from './markers-test-kit.ts';

/**
 * The marker catalogue of a crop (issue 17): listed by every member of the tenant, changed by
 * heads, a company-less owner and the super admin; alleles, flanks and primers checked.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpCatalogue>>;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpCatalogue(app);
});
afterEach(() => app.close());

const marker = (extra: Record<string, unknown> = {}) => ({
  spec_id: world.cropId,
  mut_name: 'Rht-B1',
  chr: '4B',
  pos: 30_861_268,
  ...extra,
});

async function genotype(chr: string, pos: number) {
  const answer = await world.head('POST', 'genotype_mutation_create_by_pos_and_chr/', {
    plot_id: world.plotId,
    chr,
    pos,
    mut_name: 'x',
    first_allele: 'A',
    second_allele: 'G',
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

describe('marker catalogue', () => {
  it('adds a marker with sequences upper-cased and lists it with its plot count', async () => {
    const created = await createMarker(
      world.head,
      marker({
        ref_allele: 'c',
        alt_allele: 'T',
        forward_primer: 'ggc aag',
        reverse_primer: null,
        flank_left: FLANK_L.toLowerCase(),
        flank_right: FLANK_R,
        gene: ' Rht-B1 ',
        description: 'короткостебельность',
      }),
    );
    expect(created).toMatchObject({
      spec_id: world.cropId,
      mut_name: 'Rht-B1',
      chr: '4B',
      pos: 30_861_268,
      ref_allele: 'C',
      alt_allele: 'T',
      forward_primer: 'GGCAAG',
      reverse_primer: '',
      flank_left: FLANK_L,
      flank_right: FLANK_R,
      gene: 'Rht-B1',
      genotype_count: 0,
      callable_from_reads: true,
      can_manage: true,
    });
    await genotype('4B', 30_861_268);
    await createMarker(world.head, marker({ mut_name: 'Ppd-D1', chr: '2D', pos: 100 }));
    await createMarker(world.head, marker({ mut_name: 'Vrn', chr: '10A', pos: 5 }));
    const list = await world.plain('GET', `mutation_table/?spec_id=${world.cropId}`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.count).toBe(3);
    // natural chromosome order: 2D, 4B, 10A
    expect(body.results.map((m: { chr: string }) => m.chr)).toEqual(['2D', '4B', '10A']);
    expect(body.results[1]).toMatchObject({ genotype_count: 1, can_manage: false });
    expect(body.results[0].callable_from_reads).toBe(false);
    const page = await world.head(
      'GET',
      `mutation_table/?spec_id=${world.cropId}&search=rht&ordering=-mut_name&page_size=1`,
    );
    expect(page.json()).toMatchObject({ count: 1, results: [{ mut_name: 'Rht-B1' }] });
    const chr = await world.head('GET', `mutation_table/?spec_id=${world.cropId}&chr=2D`);
    expect(chr.json().results.map((m: { mut_name: string }) => m.mut_name)).toEqual(['Ppd-D1']);
    // every chromosome of the catalogue, whatever the filter and the page, in natural order
    expect(chr.json().chromosomes).toEqual(['2D', '4B', '10A']);
    const byCount = await world.head(
      'GET',
      `mutation_table/?spec_id=${world.cropId}&ordering=-genotype_count`,
    );
    expect(byCount.json().results[0].mut_name).toBe('Rht-B1');
    const one = await world.viewer('GET', `mutation_table/${created.id}/`);
    expect(one.json()).toMatchObject({ id: created.id, genotype_count: 1 });
  });

  it('refuses bad alleles, short or non-ACGTN flanks, bad primers, a taken chr+pos (translated)', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await world.head('POST', 'mutation_table/', marker(body), RU);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json();
    };
    expect(await refused({ ref_allele: 'A', alt_allele: 'X' })).toEqual({
      alt_allele: [
        'Аллель записывается только буквами A, C, G, T (например, «A» или «AT» для инделя).',
      ],
    });
    expect(await refused({ ref_allele: 'A' })).toEqual({
      alt_allele: ['Укажите оба аллеля, референсный и альтернативный, или ни одного.'],
    });
    expect(await refused({ ref_allele: 'A', alt_allele: 'a' })).toEqual({
      alt_allele: ['Альтернативный аллель должен отличаться от референсного.'],
    });
    expect(await refused({ flank_left: 'ACGTN' })).toEqual({
      flank_left: ['Фланкирующая последовательность должна содержать не менее 30 нуклеотидов.'],
    });
    expect(await refused({ flank_right: `${FLANK_L}U` })).toEqual({
      flank_right: ['Фланкирующая последовательность записывается только буквами A, C, G, T, N.'],
    });
    expect(Object.keys(await refused({ forward_primer: 'ACGT-1' }))).toEqual(['forward_primer']);
    expect(Object.keys(await refused({ pos: 0 }))).toEqual(['pos']);
    await createMarker(world.head, marker());
    expect(await refused({ mut_name: 'другой' })).toEqual({
      pos: ['У культуры уже есть маркер в позиции 4B:30861268 («Rht-B1»).'],
    });
    const english = await world.head('POST', 'mutation_table/', marker({ mut_name: 'b' }), {
      'accept-language': 'en',
    });
    expect(english.json()).toEqual({
      pos: ['The crop already has a marker at 4B:30861268 («Rht-B1»).'],
    });
  });

  it('changes a marker, keeping the allele rule and chr+pos unique', async () => {
    const a = await createMarker(world.head, marker({ ref_allele: 'A', alt_allele: 'G' }));
    const b = await createMarker(world.head, marker({ mut_name: 'B', pos: 7 }));
    const edited = await world.hod('PATCH', `mutation_table/${a.id}/`, {
      alt_allele: 'gat',
      flank_left: FLANK_L,
      description: 'индел',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      ref_allele: 'A',
      alt_allele: 'GAT',
      description: 'индел',
    });
    const half = await world.head('PATCH', `mutation_table/${a.id}/`, { ref_allele: '' });
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json())).toEqual(['ref_allele']);
    const cleared = await world.head('PATCH', `mutation_table/${a.id}/`, {
      ref_allele: '',
      alt_allele: null,
    });
    expect(cleared.json()).toMatchObject({ ref_allele: '', alt_allele: '' });
    const moved = await world.head('PATCH', `mutation_table/${b.id}/`, { pos: 30_861_268 });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json())).toEqual(['pos']);
    const empty = await world.head('PATCH', `mutation_table/${b.id}/`, {});
    expect(empty.statusCode).toBe(400);
    const renamed = await world.head('PATCH', `mutation_table/${b.id}/`, { chr: '5A' });
    expect(renamed.json()).toMatchObject({ chr: '5A', pos: 7 });
  });

  it('refuses to delete a marker plots carry genotypes at, unless force=true', async () => {
    const a = await createMarker(world.head, marker());
    await genotype('4B', 30_861_268);
    const kept = await world.head('DELETE', `mutation_table/${a.id}/`, undefined, RU);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({
      detail:
        'У делянок есть генотипы по маркеру «Rht-B1» (1): удалите его с force=true, чтобы удалить и их.',
    });
    expect((await world.plain('DELETE', `mutation_table/${a.id}/?force=true`)).statusCode).toBe(
      403,
    );
    expect((await world.stranger('DELETE', `mutation_table/${a.id}/?force=true`)).statusCode).toBe(
      404,
    );
    expect((await world.head('DELETE', `mutation_table/${a.id}/?force=true`)).statusCode).toBe(204);
    const list = await world.head('GET', `mutation_table/?spec_id=${world.cropId}`);
    expect(list.json().count).toBe(0);
    const b = await createMarker(world.head, marker({ pos: 9 }));
    expect((await world.hod('DELETE', `mutation_table/${b.id}/`)).statusCode).toBe(204);
  });

  it('lets every member read, only heads and owners write; another tenant is 404', async () => {
    const a = await createMarker(world.head, marker());
    for (const api of [world.plain, world.viewer, world.editor]) {
      expect((await api('GET', `mutation_table/?spec_id=${world.cropId}`)).statusCode).toBe(200);
      expect((await api('POST', 'mutation_table/', marker({ pos: 1 }))).statusCode).toBe(403);
      expect((await api('PATCH', `mutation_table/${a.id}/`, { gene: 'g' })).statusCode).toBe(403);
    }
    expect(
      (await world.stranger('GET', `mutation_table/?spec_id=${world.cropId}`)).statusCode,
    ).toBe(404);
    expect((await world.stranger('GET', `mutation_table/${a.id}/`)).statusCode).toBe(404);
    expect((await world.stranger('POST', 'mutation_table/', marker({ pos: 1 }))).statusCode).toBe(
      404,
    );
    expect(
      (await world.stranger('PATCH', `mutation_table/${a.id}/`, { gene: 'g' })).statusCode,
    ).toBe(404);
    // a company-less owner manages their own crop's catalogue
    const own = await world.stranger('POST', 'species_table/', { russian_name: 'Ячмень' });
    const ownCrop = own.json().spec_id as number;
    const mine = await createMarker(world.stranger, marker({ spec_id: ownCrop }));
    expect(mine).toMatchObject({ spec_id: ownCrop, can_manage: true });
    expect((await world.head('GET', `mutation_table/${mine.id}/`)).statusCode).toBe(404);
  });
});
