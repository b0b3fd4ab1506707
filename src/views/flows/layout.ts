import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { type ChartEdge, type ChartGraph, type ChartNode, edgeLabel } from '../../machines/graph/chart-graph';

/** Geometry of a laid-out chart, in absolute SVG coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutNode extends Box {
  node: ChartNode;
}

export interface LaidOutEdge {
  edge: ChartEdge;
  /** Polyline through start, bend and end points. */
  points: { x: number; y: number }[];
  label: (Box & { text: string }) | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  /** Initial markers: a dot in the parent with an arrow to its initial child. */
  initials: { dot: Box; points: { x: number; y: number }[] }[];
  edges: LaidOutEdge[];
}

/** Font metrics of the diagram's text (see DIAGRAM_CSS); estimates, so widths err generous. */
export const TEXT = { nameSize: 13, nameCharWidth: 7.6, smallSize: 11, smallCharWidth: 6.4, line: 15 } as const;
const PAD = 12;
const HEADER = 26;
const INITIAL_DOT = 10;
const initialId = (parentId: string) => `${parentId}::initial`;

export function nodeHeader(node: ChartNode): number {
  return HEADER + node.invokes.length * TEXT.line;
}

function nodeWidth(node: ChartNode): number {
  const name = node.key.length * TEXT.nameCharWidth;
  const invokes = node.invokes.map((i) => `⟳ ${i.src}`.length * TEXT.smallCharWidth);
  return Math.ceil(Math.max(64, name, ...invokes) + 2 * PAD);
}

/** The ELK graph of a chart: nested states as nested nodes; edges at the root (ELK routes across levels). */
export function toElkGraph(graph: ChartGraph): ElkNode {
  const children = new Map<string | null, ChartNode[]>();
  for (const node of graph.nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const edges: ElkExtendedEdge[] = [];

  const build = (node: ChartNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    if (kids.length === 0) {
      const history = node.type === 'history';
      return {
        id: node.id,
        width: history ? 32 : nodeWidth(node),
        height: history ? 32 : nodeHeader(node) + (node.invokes.length ? 6 : 4),
      };
    }
    const elkChildren = kids.map(build);
    const initial = kids.find((k) => k.initial);
    if (initial) {
      elkChildren.unshift({ id: initialId(node.id), width: INITIAL_DOT, height: INITIAL_DOT });
      edges.push({ id: `${initialId(node.id)}→`, sources: [initialId(node.id)], targets: [initial.id] });
    }
    return {
      id: node.id,
      children: elkChildren,
      layoutOptions: {
        'elk.padding': `[top=${nodeHeader(node) + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${nodeWidth(node)}, ${nodeHeader(node) + 2 * PAD})`,
      },
    };
  };

  for (const edge of graph.edges) {
    const text = edgeLabel(edge);
    edges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text, width: Math.ceil(text.length * TEXT.smallCharWidth) + 8, height: TEXT.line }],
    });
  }

  const root = graph.nodes.find((n) => n.parentId === null)!;
  return {
    id: '::graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [build(root)],
    edges,
  };
}

/** Reads ELK's answer back into absolute boxes and polylines keyed by the chart's own objects. */
export function fromElk(graph: ChartGraph, laid: ElkNode): ChartLayout {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const edgeById = new Map(graph.edges.map((e) => [e.id, e]));
  const nodes: LaidOutNode[] = [];
  const initials: ChartLayout['initials'] = [];
  const dots = new Map<string, Box>();
  const walk = (n: ElkNode) => {
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    const node = byId.get(n.id);
    if (node) nodes.push({ node, ...box });
    else if (n.id.endsWith('::initial')) dots.set(n.id, box);
    for (const c of n.children ?? []) walk(c);
  };
  for (const c of laid.children ?? []) walk(c);

  const edges: LaidOutEdge[] = [];
  for (const e of laid.edges ?? []) {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const edge = edgeById.get(e.id);
    if (!edge) {
      const dot = dots.get(e.sources[0]!);
      if (dot) initials.push({ dot, points });
      continue;
    }
    const l = e.labels?.[0];
    edges.push({
      edge,
      points,
      label: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0, text: l.text ?? '' } : null,
    });
  }
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, initials, edges };
}

/** ELK (≈1.6 MB) is fetched only here, inside the visualiser's chunk. */
let elk: Promise<{ layout: (g: ElkNode) => Promise<ElkNode> }> | null = null;

export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  const laid = await (await elk).layout(toElkGraph(graph));
  return fromElk(graph, laid);
}
