import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk.bundled.js';
import type { GraphEdge, GraphModel, GraphNode } from './machineGraph';
import {
  ACTIVE_MARKER,
  FINAL_INSET,
  HISTORY_SIZE,
  INITIAL_DOT,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_PAD_X,
  LINE_FONT_SIZE,
  LINE_HEIGHT,
  MIN_STATE_WIDTH,
  NAME_FONT_SIZE,
  NAME_HEIGHT,
  PAD_BOTTOM,
  PAD_X,
  stateName,
  textWidth,
} from './metrics';

/**
 * Places a GraphModel with elkjs: a layered layout in which compound and parallel states are
 * containers (ELK lays out across the hierarchy so transitions between nesting levels route
 * cleanly). Every coordinate returned is absolute, in the graph's own space.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box extends Point {
  readonly width: number;
  readonly height: number;
}

/** A text line inside a state: an invoked actor, or a transition that keeps the state. */
export interface NodeLine {
  readonly kind: 'invoke' | 'internal';
  readonly text: string;
  /** For 'invoke' lines: the actor's src. */
  readonly src: string | null;
  /** For 'internal' lines: the transition. */
  readonly edge: GraphEdge | null;
}

export interface LaidOutNode {
  readonly node: GraphNode;
  readonly box: Box;
  readonly lines: readonly NodeLine[];
}

export interface LaidOutEdge {
  readonly edge: GraphEdge;
  readonly target: string;
  /** Start, bends, end. */
  readonly points: readonly Point[];
  readonly label: Box | null;
}

/** The dot and arrow pointing at a compound state's initial child. */
interface InitialMarker {
  readonly parent: string;
  readonly target: string;
  readonly dot: Box;
  readonly points: readonly Point[];
}

export interface LaidOutGraph {
  readonly model: GraphModel;
  readonly width: number;
  readonly height: number;
  /** Parents before children (draw order). */
  readonly nodes: readonly LaidOutNode[];
  readonly edges: readonly LaidOutEdge[];
  readonly initials: readonly InitialMarker[];
}

const INITIAL_SUFFIX = '::initial';
const INITIAL_EDGE_SUFFIX = '::initial-arrow';
const EDGE_SEPARATOR = '::to::';

/**
 * Options ELK reads per hierarchy level: given to the graph and to every container. (Model-order
 * cycle breaking would suit a statechart best, but elkjs 0.12 crashes on it inside nested graphs.)
 */
const LEVEL_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // Depth-first from the initial marker: the arrows of a statechart's story point down, its loops back up.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '3',
};

const ROOT_OPTIONS: Record<string, string> = {
  ...LEVEL_OPTIONS,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
};

function nodeLines(node: GraphNode, model: GraphModel): NodeLine[] {
  const invokes = node.invokes.map((src): NodeLine => ({ kind: 'invoke', text: `invoke ${src}`, src, edge: null }));
  const internal = model.edges
    .filter((edge) => edge.source === node.id && edge.targets.length === 0)
    .map((edge): NodeLine => ({ kind: 'internal', text: edge.label, src: null, edge }));
  return [...invokes, ...internal];
}

function headerSize(node: GraphNode, lines: readonly NodeLine[]): { width: number; height: number } {
  const inset = node.type === 'final' ? FINAL_INSET : 0;
  const name = textWidth(`${ACTIVE_MARKER}${stateName(node.key, node.type)}`, NAME_FONT_SIZE);
  const widest = Math.max(name, ...lines.map((line) => textWidth(line.text, LINE_FONT_SIZE)));
  return {
    width: Math.max(MIN_STATE_WIDTH, Math.ceil(widest + 2 * (PAD_X + inset))),
    height: NAME_HEIGHT + lines.length * LINE_HEIGHT + (lines.length > 0 ? PAD_BOTTOM / 2 : 0) + inset,
  };
}

/** An edge label as drawn: the trigger, then its guard on a line of its own (narrower labels, tighter layout). */
export function labelLines(edge: GraphEdge): string[] {
  if (edge.guard !== null) return [edge.trigger, `[${edge.guard}]`];
  return edge.otherwise ? [edge.trigger, '[else]'] : [edge.trigger];
}

function labelSize(lines: readonly string[]): { width: number; height: number } {
  const widest = Math.max(...lines.map((line) => textWidth(line, LABEL_FONT_SIZE)));
  return { width: Math.ceil(widest + 2 * LABEL_PAD_X), height: lines.length * LABEL_LINE_HEIGHT + 2 };
}

/** The ELK container an edge belongs in: the lowest state containing both ends (a self-loop: the state's parent). */
function edgeContainer(source: string, target: string, parents: ReadonlyMap<string, string | null>): string | null {
  const chain = (id: string | null): (string | null)[] => {
    const ids: (string | null)[] = [];
    for (let current = id; current !== null; current = parents.get(current) ?? null) ids.push(current);
    return [...ids, null];
  };
  if (source === target) return parents.get(source) ?? null;
  const sourceChain = chain(source);
  return chain(target).find((id) => sourceChain.includes(id)) ?? null;
}

interface ElkBuild {
  readonly elkNodes: Map<string, ElkNode>;
  readonly lines: Map<string, NodeLine[]>;
}

function elkNodeOf(node: GraphNode, lines: readonly NodeLine[]): ElkNode {
  if (node.type === 'history') return { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
  const header = headerSize(node, lines);
  if (node.children.length === 0)
    return { id: node.id, width: header.width, height: header.height + (lines.length > 0 ? 0 : PAD_BOTTOM / 2) };
  return {
    id: node.id,
    layoutOptions: {
      ...LEVEL_OPTIONS,
      // The header (name, invokes, transitions that stay) sits in the top padding.
      'elk.padding': `[top=${header.height + 8},left=${PAD_X + 4},bottom=${PAD_X + 4},right=${PAD_X + 4}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${header.width}, ${header.height + 24})`,
    },
    // The initial marker is a tiny node of its own so ELK routes its arrow like any transition.
    children:
      node.type === 'compound' ? [{ id: `${node.id}${INITIAL_SUFFIX}`, width: INITIAL_DOT, height: INITIAL_DOT }] : [],
    edges: [],
  };
}

function buildElkNodes(model: GraphModel): ElkBuild {
  const elkNodes = new Map<string, ElkNode>();
  const lines = new Map<string, NodeLine[]>();
  for (const node of model.nodes) {
    const own = nodeLines(node, model);
    const elkNode = elkNodeOf(node, own);
    lines.set(node.id, own);
    elkNodes.set(node.id, elkNode);
    if (node.parent !== null) elkNodes.get(node.parent)?.children?.push(elkNode);
  }
  return { elkNodes, lines };
}

function addEdges(model: GraphModel, elkNodes: ReadonlyMap<string, ElkNode>, root: ElkNode): void {
  const parents = new Map(model.nodes.map((node) => [node.id, node.parent]));
  const place = (container: string | null, edge: ElkExtendedEdge): void => {
    const holder = container === null ? root : (elkNodes.get(container) ?? root);
    holder.edges?.push(edge);
  };
  for (const node of model.nodes) {
    const initial = model.nodes.find((child) => child.parent === node.id && child.initial);
    if (node.type === 'compound' && initial !== undefined) {
      place(node.id, {
        id: `${node.id}${INITIAL_EDGE_SUFFIX}`,
        sources: [`${node.id}${INITIAL_SUFFIX}`],
        targets: [initial.id],
      });
    }
  }
  // ELK's depth-first cycle breaking follows edges in the order given: by target in document order,
  // so states declared earlier (the story's order) land in earlier layers.
  const order = new Map(model.nodes.map((node, index) => [node.id, index]));
  const rank = (id: string): number => order.get(id) ?? 0;
  const pairs = model.edges.flatMap((edge) => edge.targets.map((target) => ({ edge, target })));
  pairs.sort((a, b) => rank(a.edge.source) - rank(b.edge.source) || rank(a.target) - rank(b.target));
  for (const { edge, target } of pairs) {
    place(edgeContainer(edge.source, target, parents), {
      id: `${edge.id}${EDGE_SEPARATOR}${target}`,
      sources: [edge.source],
      targets: [target],
      labels: [{ id: `${edge.id}${EDGE_SEPARATOR}${target}:label`, text: edge.label, ...labelSize(labelLines(edge)) }],
    });
  }
}

function boxOf(shape: ElkNode): Box {
  return { x: shape.x ?? 0, y: shape.y ?? 0, width: shape.width ?? 0, height: shape.height ?? 0 };
}

function pointsOf(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) =>
    [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point: ElkPoint) => ({
      x: point.x,
      y: point.y,
    })),
  );
}

function collect(node: ElkNode, nodes: Map<string, ElkNode>, edges: ElkExtendedEdge[]): void {
  nodes.set(node.id, node);
  edges.push(...(node.edges ?? []));
  for (const child of node.children ?? []) collect(child, nodes, edges);
}

/** One ELK instance for the inspector: the bundled build runs in-process, in the browser and in Node. */
let elk: InstanceType<typeof ELK> | null = null;

/** Lays the model out; resolves with absolute boxes for states and routed points for transitions. */
export async function layoutGraph(model: GraphModel): Promise<LaidOutGraph> {
  elk ??= new ELK();
  const { elkNodes, lines } = buildElkNodes(model);
  const rootState = elkNodes.get(model.rootId);
  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: ROOT_OPTIONS,
    children: rootState === undefined ? [] : [rootState],
    edges: [],
  };
  addEdges(model, elkNodes, graph);

  const result = await elk.layout(graph);
  const placed = new Map<string, ElkNode>();
  const routed: ElkExtendedEdge[] = [];
  collect(result, placed, routed);

  const nodes = model.nodes.map((node): LaidOutNode => {
    const shape = placed.get(node.id);
    return {
      node,
      box: shape === undefined ? { x: 0, y: 0, width: 0, height: 0 } : boxOf(shape),
      lines: lines.get(node.id) ?? [],
    };
  });
  const edgesById = new Map(model.edges.map((edge) => [edge.id, edge]));
  const edges: LaidOutEdge[] = [];
  const initials: InitialMarker[] = [];
  for (const elkEdge of routed) {
    const points = pointsOf(elkEdge);
    if (elkEdge.id.endsWith(INITIAL_EDGE_SUFFIX)) {
      const parent = elkEdge.id.slice(0, -INITIAL_EDGE_SUFFIX.length);
      const dot = placed.get(`${parent}${INITIAL_SUFFIX}`);
      initials.push({
        parent,
        target: elkEdge.targets[0] ?? '',
        dot: dot === undefined ? { x: 0, y: 0, width: 0, height: 0 } : boxOf(dot),
        points,
      });
      continue;
    }
    const [edgeId = '', target = ''] = elkEdge.id.split(EDGE_SEPARATOR);
    const edge = edgesById.get(edgeId);
    if (edge === undefined) continue;
    const label = elkEdge.labels?.[0];
    edges.push({ edge, target, points, label: label === undefined ? null : boxOf({ id: '', ...label }) });
  }
  // Keep the model's edge order so drawing (and tests) are stable.
  edges.sort((a, b) => Number(a.edge.id.slice(1)) - Number(b.edge.id.slice(1)));
  return { model, width: result.width ?? 0, height: result.height ?? 0, nodes, edges, initials };
}
