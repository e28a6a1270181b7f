import { z } from 'zod';
import type { CountsOf } from '../graph/CountMarks';
import type { GraphModel } from '../graph/machineGraph';

const states = z.array(z.string());

const dropOffSchema = z.object({
  runs: z.number(),
  states: z.array(z.object({ state: z.string(), runs: z.number(), times: z.number(), share: z.number() })),
  transitions: z.array(
    z.object({
      machine: z.string(),
      from: states,
      to: states,
      event: z.string(),
      runs: z.number(),
      times: z.number(),
      share: z.number(),
    }),
  ),
  stops: z.array(z.object({ states, runs: z.number(), share: z.number() })),
});

/** flows/runs/dropOff.ts `DropOff`, as runDropOff's JSON carries it. */
export type DropOffResult = z.infer<typeof dropOffSchema>;

export function parseDropOff(data: unknown): DropOffResult {
  const text = z.object({ runDropOff: z.string() }).parse(data).runDropOff;
  return dropOffSchema.parse(JSON.parse(text));
}

/** A share as a percentage: '38%' (one decimal under 10%: '2.5%'). */
export function percent(share: number): string {
  const value = share * 100;
  return `${value < 10 && value > 0 ? value.toFixed(1) : Math.round(value)}%`;
}

/** Whether a state id is `ancestor` or inside it. */
const within = (id: string, ancestor: string): boolean => id === ancestor || id.startsWith(`${ancestor}.`);

/**
 * The drop-off's runs drawn on one machine's statechart: each state reached, and each transition taken matched to
 * the graph's edge of the same event leaving a state the run was in (the innermost such) towards a state it reached.
 */
export function dropOffCounts(result: DropOffResult, machineId: string): CountsOf {
  return (model: GraphModel) => {
    const stateCounts = new Map<string, number>();
    for (const reach of result.states)
      if (reach.state === machineId || reach.state.startsWith(`${machineId}.`))
        stateCounts.set(reach.state, reach.runs);
    const edgeCounts = new Map<string, number>();
    for (const taken of result.transitions) {
      if (taken.machine !== machineId) continue;
      const edge = model.edges
        .filter(
          (candidate) =>
            candidate.eventType === taken.event &&
            taken.from.some((from) => within(from, candidate.source)) &&
            (candidate.targets.length === 0 ||
              candidate.targets.some((target) => taken.to.some((to) => within(to, target)))),
        )
        .sort((a, b) => b.source.length - a.source.length)[0];
      if (edge !== undefined) edgeCounts.set(edge.id, (edgeCounts.get(edge.id) ?? 0) + taken.runs);
    }
    return { states: stateCounts, edges: edgeCounts };
  };
}
