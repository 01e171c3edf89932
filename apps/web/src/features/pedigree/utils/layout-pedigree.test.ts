import type { Pedigree } from '@plotline/contract/pedigree';
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { fromElkGraph, NODE_HEIGHT, toElkGraph } from './layout-pedigree.ts';
import { pedigreeSvg } from './pedigree-svg.ts';

const line = (line_id: number, line_name: string, generation: number, extra = {}) => ({
  line_id,
  line_name,
  generation,
  is_sort: false,
  inbreeding: 0,
  accessible: true,
  ...extra,
});

/** C = A/B, D = C/E (a three-way cross), F = D/C (a backcross to C): F is inbred. */
const PEDIGREE: Pedigree = {
  line_id: 4,
  nodes: [
    line(1, 'A', -2),
    line(2, 'B', -2),
    line(3, 'C', -1, { is_sort: true }),
    line(5, 'E', -1),
    line(4, 'D <1>', 0),
    line(6, 'F', 1, { inbreeding: 0.25 }),
  ],
  edges: [
    { parent_id: 1, child_id: 3, role: 'mother' },
    { parent_id: 2, child_id: 3, role: 'father' },
    { parent_id: 3, child_id: 4, role: 'mother' },
    { parent_id: 5, child_id: 4, role: 'father' },
    { parent_id: 4, child_id: 6, role: 'mother' },
    { parent_id: 3, child_id: 6, role: 'father' },
  ],
  truncated: false,
};

async function laidOut() {
  const elk = new ELK();
  return fromElkGraph(PEDIGREE, await elk.layout(toElkGraph(PEDIGREE)));
}

describe('the pedigree layout', () => {
  it('puts every parent in a row above its child: ancestors above, descendants below', async () => {
    const layout = await laidOut();
    const y = new Map(layout.nodes.map((placed) => [placed.node.line_id, placed.y]));
    for (const edge of PEDIGREE.edges) {
      expect(y.get(edge.parent_id) ?? 0).toBeLessThan(y.get(edge.child_id) ?? 0);
    }
    // the grandparents share a row, the asked line is below them, its child below it
    expect(y.get(1)).toBe(y.get(2));
    expect(y.get(6) ?? 0).toBeGreaterThan((y.get(4) ?? 0) + NODE_HEIGHT);
  });

  it('routes every link from the parent’s bottom to the child’s top, keeping its role', async () => {
    const layout = await laidOut();
    expect(layout.edges).toHaveLength(6);
    const box = new Map(layout.nodes.map((placed) => [placed.node.line_id, placed]));
    for (const edge of layout.edges) {
      const first = edge.points[0];
      const last = edge.points.at(-1);
      expect(first?.y).toBeCloseTo((box.get(edge.parentId)?.y ?? 0) + NODE_HEIGHT, 0);
      expect(last?.y).toBeCloseTo(box.get(edge.childId)?.y ?? 0, 0);
    }
    expect(layout.edges.filter((edge) => edge.role === 'father').map((e) => e.parentId)).toEqual([
      2, 5, 3,
    ]);
  });

  it('leaves out links to lines the answer does not hold', () => {
    const graph = toElkGraph({
      ...PEDIGREE,
      edges: [...PEDIGREE.edges, { parent_id: 99, child_id: 1, role: 'mother' }],
    });
    expect(graph.edges).toHaveLength(6);
  });
});

describe('the SVG export', () => {
  it('draws every line, badge, F and link, escaping names, with the legend', async () => {
    const svg = pedigreeSvg(await laidOut(), 4, {
      variety: 'Variety',
      mother: 'Mother',
      father: 'Father',
      inbreeding: (value) => `F = ${value}`,
      language: 'en',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<g class="node"/g)).toHaveLength(6);
    expect(svg.match(/class="edge-mother"/g)).toHaveLength(3);
    expect(svg.match(/class="edge-father"[^>]*stroke-dasharray/g)).toHaveLength(3);
    expect(svg).toContain('>D &lt;1&gt;</text>');
    expect(svg.match(/>Variety</g)).toHaveLength(1);
    expect(svg).toContain('>F = 0.250</text>');
    expect(svg).toContain('>Mother</text>');
    expect(svg).toContain('>Father</text>');
    // the asked line is outlined
    expect(svg.match(/stroke-width="2"\/>/g)?.length).toBeGreaterThanOrEqual(1);
  });
});
