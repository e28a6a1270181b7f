import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { assistantMachine } from '../../../flows/assistant.machine';
import { authMachine } from '../../../machines/auth.machine';
import { connectionMachine } from '../../../machines/connection.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import {
  layoutGraph,
  labelLines,
  type Box,
  type LaidOutGraph,
  type Point,
} from '../../../src/inspector/graph/layoutGraph';
import { machineGraph } from '../../../src/inspector/graph/machineGraph';
import { LABEL_FONT_SIZE, NAME_FONT_SIZE, textWidth } from '../../../src/inspector/graph/metrics';

const MACHINES: Record<string, AnyStateMachine> = {
  auth: authMachine,
  registration: registrationMachine,
  connection: connectionMachine,
  assistant: assistantMachine,
};

/** Overlap of more than a hair (ELK places touching shapes on shared borders). */
function overlaps(a: Box, b: Box): boolean {
  const e = 0.5;
  return a.x + e < b.x + b.width && b.x + e < a.x + a.width && a.y + e < b.y + b.height && b.y + e < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  const e = 0.5;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.width <= outer.x + outer.width + e &&
    inner.y + inner.height <= outer.y + outer.height + e
  );
}

/** Distance from a point to a box's outline. */
function distanceToBorder(point: Point, box: Box): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  const outside = Math.hypot(dx, dy);
  if (outside > 0) return outside;
  return Math.min(point.x - box.x, box.x + box.width - point.x, point.y - box.y, box.y + box.height - point.y);
}

const layouts = new Map<string, LaidOutGraph>();

beforeAll(async () => {
  for (const [name, machine] of Object.entries(MACHINES)) layouts.set(name, await layoutGraph(machineGraph(machine)));
});

function laid(name: string): LaidOutGraph {
  const layout = layouts.get(name);
  if (layout === undefined) throw new Error(`no layout for ${name}`);
  return layout;
}

describe.each(Object.keys(MACHINES))('layoutGraph: %s', (name) => {
  it('places every state with a size that fits its name', () => {
    const layout = laid(name);
    expect(layout.nodes).toHaveLength(layout.model.nodes.length);
    for (const { node, box } of layout.nodes) {
      expect(box.width, node.id).toBeGreaterThanOrEqual(textWidth(`● ${node.key}`, NAME_FONT_SIZE));
      expect(box.height, node.id).toBeGreaterThan(0);
      expect(inside(box, { x: 0, y: 0, width: layout.width, height: layout.height }), node.id).toBe(true);
    }
  });

  it('draws nested states inside their parent and never lets siblings overlap', () => {
    const layout = laid(name);
    const boxes = new Map(layout.nodes.map((entry) => [entry.node.id, entry.box]));
    for (const { node, box } of layout.nodes) {
      if (node.parent !== null)
        expect(inside(box, boxes.get(node.parent)!), `${node.id} inside ${node.parent}`).toBe(true);
      const siblings = layout.nodes.filter((other) => other.node.parent === node.parent && other.node.id !== node.id);
      for (const sibling of siblings) expect(overlaps(box, sibling.box), `${node.id} / ${sibling.node.id}`).toBe(false);
    }
  });

  it('routes every transition from its source to its target with a label that fits its text', () => {
    const layout = laid(name);
    const boxes = new Map(layout.nodes.map((entry) => [entry.node.id, entry.box]));
    const targeted = layout.model.edges.flatMap((edge) => edge.targets.map((target) => `${edge.id}->${target}`));
    expect(layout.edges.map((entry) => `${entry.edge.id}->${entry.target}`).sort()).toEqual(targeted.sort());
    for (const { edge, target, points, label } of layout.edges) {
      const first = points[0]!;
      const last = points[points.length - 1]!;
      expect(points.length, edge.label).toBeGreaterThanOrEqual(2);
      expect(distanceToBorder(first, boxes.get(edge.source)!), `${edge.label} starts on ${edge.source}`).toBeLessThan(
        2,
      );
      expect(distanceToBorder(last, boxes.get(target)!), `${edge.label} ends on ${target}`).toBeLessThan(2);
      expect(label, edge.label).not.toBeNull();
      const widest = Math.max(...labelLines(edge).map((line) => textWidth(line, LABEL_FONT_SIZE)));
      expect(label!.width, edge.label).toBeGreaterThanOrEqual(widest);
    }
  });

  it('keeps edge labels off the states they do not belong to', () => {
    const layout = laid(name);
    const leaves = layout.nodes.filter((entry) => entry.node.children.length === 0);
    for (const { edge, label } of layout.edges) {
      for (const leaf of leaves) expect(overlaps(label!, leaf.box), `${edge.label} over ${leaf.node.id}`).toBe(false);
    }
  });

  it('points an initial marker at the initial child of every compound state, inside it', () => {
    const layout = laid(name);
    const boxes = new Map(layout.nodes.map((entry) => [entry.node.id, entry.box]));
    const compound = layout.model.nodes.filter((node) => node.type === 'compound');
    expect(layout.initials.map((marker) => marker.parent).sort()).toEqual(compound.map((node) => node.id).sort());
    for (const marker of layout.initials) {
      const initial = layout.model.nodes.find((node) => node.parent === marker.parent && node.initial);
      expect(marker.target).toBe(initial?.id);
      expect(inside(marker.dot, boxes.get(marker.parent)!)).toBe(true);
      expect(distanceToBorder(marker.points[marker.points.length - 1]!, boxes.get(marker.target)!)).toBeLessThan(2);
    }
  });
});

describe('layoutGraph: reading order', () => {
  it('lays the sign-in story out top to bottom: number, code, verification, profile, signed in', () => {
    const y = (id: string): number => laid('auth').nodes.find((entry) => entry.node.id === id)!.box.y;
    const story = [
      'auth.starting',
      'auth.enteringMobile',
      'auth.sendingCode',
      'auth.enteringCode',
      'auth.verifying',
      'auth.loadingProfile',
      'auth.signedIn',
    ];
    const positions = story.map(y);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('starts each parallel region at its initial state', () => {
    const y = (id: string): number => laid('connection').nodes.find((entry) => entry.node.id === id)!.box.y;
    expect(y('connection.browser.online')).toBeLessThan(y('connection.browser.offline'));
    expect(y('connection.socket.healthy')).toBeLessThan(y('connection.socket.error'));
  });

  it('lists targetless transitions and invoked actors inside their state', () => {
    const entering = laid('auth').nodes.find((entry) => entry.node.id === 'auth.enteringMobile')!;
    expect(entering.lines.map((line) => line.text)).toEqual(['SUBMIT_MOBILE [else]']);
    const sending = laid('auth').nodes.find((entry) => entry.node.id === 'auth.sendingCode')!;
    expect(sending.lines.map((line) => [line.kind, line.text])).toEqual([['invoke', 'invoke initiateAuthentication']]);
  });
});
