import type { Pedigree, PedigreeNode } from '@plotline/contract/pedigree';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';

/** A node's box on the drawing (React Flow and the exported SVG draw the same boxes). */
export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 64;

export type Point = { x: number; y: number };

export type PlacedNode = { node: PedigreeNode; x: number; y: number };
export type PlacedEdge = {
  id: string;
  parentId: number;
  childId: number;
  role: 'mother' | 'father';
  /** The route from the parent's box to the child's box, bends included. */
  points: Point[];
};
export type PedigreeLayout = {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
};

/**
 * Generation rows: the layered algorithm puts every parent above its children (direction
 * DOWN), so ancestors sit above the asked line and descendants below it; edges are routed
 * orthogonally between the rows.
 */
export const ELK_LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '32',
  'elk.layered.spacing.nodeNodeBetweenLayers': '72',
  'elk.layered.spacing.edgeNodeBetweenLayers': '24',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
} as const;

const nodeKey = (id: number) => `n${id}`;
const edgeKey = (edge: Pedigree['edges'][number]) =>
  `e${edge.parent_id}-${edge.child_id}-${edge.role}`;

/** The ELK graph of a pedigree: one fixed-size box per line, one edge per parent link. */
export function toElkGraph(pedigree: Pedigree): ElkNode {
  const ids = new Set(pedigree.nodes.map((node) => node.line_id));
  // nodes ordered by generation, then name: a stable input gives a stable drawing
  const nodes = [...pedigree.nodes].sort(
    (a, b) => a.generation - b.generation || a.line_name.localeCompare(b.line_name),
  );
  return {
    id: 'pedigree',
    layoutOptions: { ...ELK_LAYOUT_OPTIONS },
    children: nodes.map((node) => ({
      id: nodeKey(node.line_id),
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
    })),
    edges: pedigree.edges
      .filter((edge) => ids.has(edge.parent_id) && ids.has(edge.child_id))
      .map(
        (edge): ElkExtendedEdge => ({
          id: edgeKey(edge),
          sources: [nodeKey(edge.parent_id)],
          targets: [nodeKey(edge.child_id)],
        }),
      ),
  };
}

/** Reads the positions ELK computed back onto the pedigree's nodes and edges. */
export function fromElkGraph(pedigree: Pedigree, laidOut: ElkNode): PedigreeLayout {
  const boxes = new Map((laidOut.children ?? []).map((child) => [child.id, child]));
  const nodes = pedigree.nodes.map((node) => {
    const box = boxes.get(nodeKey(node.line_id));
    return { node, x: box?.x ?? 0, y: box?.y ?? 0 };
  });
  const routes = new Map(
    (laidOut.edges ?? []).map((edge) => [edge.id, (edge as ElkExtendedEdge).sections ?? []]),
  );
  const position = new Map(nodes.map((placed) => [placed.node.line_id, placed]));
  const edges = pedigree.edges.flatMap((edge): PlacedEdge[] => {
    const from = position.get(edge.parent_id);
    const to = position.get(edge.child_id);
    if (!from || !to) return [];
    const sections = routes.get(edgeKey(edge)) ?? [];
    const points = sections.flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    return [
      {
        id: edgeKey(edge),
        parentId: edge.parent_id,
        childId: edge.child_id,
        role: edge.role,
        points:
          points.length >= 2
            ? points.map(({ x, y }) => ({ x, y }))
            : [
                { x: from.x + NODE_WIDTH / 2, y: from.y + NODE_HEIGHT },
                { x: to.x + NODE_WIDTH / 2, y: to.y },
              ],
      },
    ];
  });
  return {
    nodes,
    edges,
    width: laidOut.width ?? NODE_WIDTH,
    height: laidOut.height ?? NODE_HEIGHT,
  };
}
