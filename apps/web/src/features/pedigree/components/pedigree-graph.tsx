import {
  Background,
  BaseEdge,
  Controls,
  type Edge,
  type EdgeProps,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { PedigreeNode } from '@plotline/contract/pedigree';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NODE_HEIGHT,
  NODE_WIDTH,
  type PedigreeLayout,
  type Point,
} from '../utils/layout-pedigree.ts';
import { EDGE_STYLE, formatCoefficient } from '../utils/pedigree-style.ts';

type LineNodeData = { line: PedigreeNode; isFocus: boolean };
type LineNode = Node<LineNodeData, 'line'>;
type LinkEdgeData = { points: Point[]; role: 'mother' | 'father' };
type LinkEdge = Edge<LinkEdgeData, 'link'>;

/** One line: its name, the variety badge, F when above zero. */
function LineNodeCard({ data }: NodeProps<LineNode>) {
  const { t, i18n } = useTranslation();
  const { line, isFocus } = data;
  const classes = ['pl-pedigree-node'];
  if (isFocus) classes.push('pl-pedigree-node-focus');
  if (!line.accessible) classes.push('pl-pedigree-node-hidden');
  return (
    <div
      className={classes.join(' ')}
      data-testid="pedigree-node"
      data-line-id={line.line_id}
      data-generation={line.generation}
      title={t('pedigree.generation', { generation: line.generation })}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="pl-pedigree-node-name">{line.line_name}</div>
      <div className="pl-pedigree-node-meta">
        {line.is_sort && (
          <Tag color="gold" variant="outlined" className="pl-pedigree-node-tag">
            {t('pedigree.variety')}
          </Tag>
        )}
        {line.inbreeding > 0 && (
          <span data-testid="pedigree-node-f">
            {t('pedigree.inbreeding', {
              value: formatCoefficient(line.inbreeding, i18n.language),
            })}
          </span>
        )}
      </div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

/** A parent link along the route ELK computed. */
function LinkEdgePath({ id, data, markerEnd }: EdgeProps<LinkEdge>) {
  if (!data) return null;
  const [first, ...rest] = data.points;
  if (!first) return null;
  const path = `M${first.x},${first.y} ${rest.map(({ x, y }) => `L${x},${y}`).join(' ')}`;
  const style = EDGE_STYLE[data.role];
  return (
    <BaseEdge
      id={id}
      path={path}
      markerEnd={markerEnd}
      className={`pl-pedigree-edge-${data.role}`}
      style={{ stroke: style.stroke, strokeWidth: 1.5, strokeDasharray: style.dash || undefined }}
    />
  );
}

const NODE_TYPES = { line: LineNodeCard };
const EDGE_TYPES = { link: LinkEdgePath };

type PedigreeGraphProps = {
  layout: PedigreeLayout;
  focusId: number;
  onOpenLine: (lineId: number) => void;
};

/** The laid-out pedigree with pan, zoom and fit; a click on a line opens its card. */
export function PedigreeGraph({ layout, focusId, onOpenLine }: PedigreeGraphProps) {
  const { t } = useTranslation();
  const nodes = useMemo(
    () =>
      layout.nodes.map(
        ({ node, x, y }): LineNode => ({
          id: String(node.line_id),
          type: 'line',
          position: { x, y },
          width: NODE_WIDTH,
          height: NODE_HEIGHT,
          data: { line: node, isFocus: node.line_id === focusId },
          draggable: false,
          connectable: false,
          selectable: node.accessible,
          ariaLabel: node.line_name,
        }),
      ),
    [layout, focusId],
  );
  const edges = useMemo(
    () =>
      layout.edges.map(
        (edge): LinkEdge => ({
          id: edge.id,
          type: 'link',
          source: String(edge.parentId),
          target: String(edge.childId),
          data: { points: edge.points, role: edge.role },
          markerEnd: { type: 'arrowclosed', color: EDGE_STYLE[edge.role].stroke },
          focusable: false,
        }),
      ),
    [layout],
  );
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('pedigree.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('pedigree.a11y.node'),
      'edge.a11yDescription.default': t('pedigree.a11y.edge'),
      'controls.ariaLabel': t('pedigree.a11y.controls'),
      'controls.zoomIn.ariaLabel': t('pedigree.a11y.zoomIn'),
      'controls.zoomOut.ariaLabel': t('pedigree.a11y.zoomOut'),
      'controls.fitView.ariaLabel': t('pedigree.a11y.fitView'),
      'controls.interactive.ariaLabel': t('pedigree.a11y.interactive'),
    }),
    [t],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter on a focused node (React Flow makes nodes focusable) opens it, as a click does
    <div
      className="pl-pedigree-canvas"
      data-testid="pedigree-graph"
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const id = Number(
          (event.target as HTMLElement).closest('.react-flow__node')?.getAttribute('data-id'),
        );
        const line = layout.nodes.find((placed) => placed.node.line_id === id)?.node;
        if (line?.accessible) onOpenLine(line.line_id);
      }}
    >
      <ReactFlow<LineNode, LinkEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        fitView
        fitViewOptions={{ padding: 0.15, maxZoom: 1.2 }}
        minZoom={0.05}
        maxZoom={2.5}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        onNodeClick={(_event, node) => {
          if (node.data.line.accessible) onOpenLine(node.data.line.line_id);
        }}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
