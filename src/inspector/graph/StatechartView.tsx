import { useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import type { AnyStateMachine } from 'xstate';
import { CountMarks, type CountsOf } from './CountMarks';
import { EdgeLabel, EdgePath } from './EdgeShape';
import { layoutGraph, type Box, type LaidOutGraph } from './layoutGraph';
import { machineGraph } from './machineGraph';
import { edgePath } from './edgePath';
import { StateShape } from './StateShape';
import { activeLeafIds, statePath } from './stateInfo';
import { ZOOM_STEP, usePanZoom } from './usePanZoom';
import { READABLE_SCALE, boundingBox, boxVisible, centreView, fitView, initialView } from './viewport';
import './graph.css';

/**
 * A machine's statechart in SVG, laid out by elkjs, with its active state configuration highlighted.
 * Drag to pan, wheel or the buttons to zoom; the view follows the active states when they move out
 * of sight. Clicking an event label reports that event type (e.g. to prefill a send-event panel).
 */

export interface StatechartViewProps {
  readonly machine: AnyStateMachine;
  /** Active state node ids ('auth.enteringCode.counting'), as `activeStateIds` in machines/xstateInternals.ts gives them. */
  readonly activeIds: readonly string[];
  readonly onSelectEvent?: (eventType: string) => void;
  /** Numbers drawn on states and transitions (how many runs reached each), when given. */
  readonly counts?: CountsOf;
}

/** Layouts by definition: a machine and its copies with other implementations share their config, so they share the layout too. */
const layouts = new WeakMap<object, Promise<LaidOutGraph>>();

function laidOut(machine: AnyStateMachine): Promise<LaidOutGraph> {
  let layout = layouts.get(machine.config);
  if (layout === undefined) {
    layout = layoutGraph(machineGraph(machine));
    layouts.set(machine.config, layout);
    // A failed layout may succeed next time (it should not fail at all, but never cache a failure).
    layout.catch(() => layouts.delete(machine.config));
  }
  return layout;
}

type Loaded =
  | { readonly machine: AnyStateMachine; readonly layout: LaidOutGraph }
  | { readonly machine: AnyStateMachine; readonly error: string };

export function StatechartView({ machine, activeIds, onSelectEvent, counts }: StatechartViewProps): ReactElement {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    laidOut(machine).then(
      (layout) => {
        if (current) setLoaded({ machine, layout });
      },
      (error: unknown) => {
        if (current) setLoaded({ machine, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [machine]);

  const shown = loaded?.machine === machine ? loaded : null;
  return (
    <figure className="sc">
      {shown === null && (
        <p className="sc-status" role="status">
          Laying out the {machine.id} statechart…
        </p>
      )}
      {shown !== null && 'error' in shown && (
        <p className="sc-status sc-status--error" role="alert">
          The {machine.id} statechart could not be laid out: {shown.error}
        </p>
      )}
      {shown !== null && 'layout' in shown && (
        <StatechartCanvas
          key={shown.layout.model.machineId}
          layout={shown.layout}
          activeIds={activeIds}
          onSelectEvent={onSelectEvent}
          counts={counts}
        />
      )}
    </figure>
  );
}

interface CanvasProps {
  readonly layout: LaidOutGraph;
  readonly activeIds: readonly string[];
  readonly onSelectEvent?: ((eventType: string) => void) | undefined;
  readonly counts?: CountsOf | undefined;
}

function StatechartCanvas({ layout, activeIds, onSelectEvent, counts }: CanvasProps): ReactElement {
  const { model } = layout;
  const uid = useId();
  const ids = { title: `${uid}-title`, desc: `${uid}-desc`, arrow: `${uid}-arrow`, arrowNext: `${uid}-arrow-next` };

  const active = useMemo(() => new Set(activeIds), [activeIds]);
  const leaves = activeLeafIds(model, activeIds);
  const boxes = new Map(layout.nodes.map((laid) => [laid.node.id, laid.box]));
  // Not running: show where it would start.
  const initialState = layout.nodes.find((laid) => laid.node.parent === model.rootId && laid.node.initial)?.box ?? null;
  const focus: Box | null = boundingBox(leaves.flatMap((id) => boxes.get(id) ?? [])) ?? initialState;

  const panZoom = usePanZoom((viewport) => initialView(layout, viewport, focus));
  const { view, viewport } = panZoom;

  // When the active states change and leave the screen, bring them back (keeping the zoom).
  const activeKey = leaves.join('|');
  const [followed, setFollowed] = useState(activeKey);
  if (followed !== activeKey) {
    setFollowed(activeKey);
    if (focus !== null && !boxVisible(focus, view, viewport)) panZoom.setView(centreView(focus, viewport, view.scale));
  }

  const activePaths = leaves.map((id) => statePath(model, id)).join(', ');
  const title =
    leaves.length === 0
      ? `${model.machineId} statechart, not running`
      : `${model.machineId} statechart, active: ${activePaths}`;
  const transitionCount = model.edges.length;

  const numbers = useMemo(() => counts?.(model) ?? null, [counts, model]);
  const drawing = useMemo(
    () => (
      <>
        {layout.nodes.map((laid) => (
          <StateShape key={laid.node.id} laid={laid} active={active.has(laid.node.id)} onSelectEvent={onSelectEvent} />
        ))}
        {layout.initials.map((marker) => (
          <g key={marker.parent} className="sc-initial">
            <circle
              cx={marker.dot.x + marker.dot.width / 2}
              cy={marker.dot.y + marker.dot.height / 2}
              r={marker.dot.width / 2}
            />
            <path d={edgePath(marker.points)} markerEnd={`url(#${ids.arrow})`} />
          </g>
        ))}
        {layout.edges.map((laid) => (
          <EdgePath
            key={`${laid.edge.id}-${laid.target}`}
            laid={laid}
            next={active.has(laid.edge.source)}
            markerId={active.has(laid.edge.source) ? ids.arrowNext : ids.arrow}
          />
        ))}
        {layout.edges.map((laid) => (
          <EdgeLabel
            key={`${laid.edge.id}-${laid.target}`}
            laid={laid}
            next={active.has(laid.edge.source)}
            onSelectEvent={onSelectEvent}
          />
        ))}
        {numbers === null ? null : <CountMarks layout={layout} counts={numbers} />}
      </>
    ),
    [layout, active, onSelectEvent, ids.arrow, ids.arrowNext, numbers],
  );

  return (
    <>
      <div className="sc-toolbar" role="toolbar" aria-label={`${model.machineId} statechart view`}>
        <p className="sc-summary" aria-hidden="true">
          <strong>{model.machineId}</strong> {leaves.length === 0 ? 'not running' : `● ${activePaths}`}
        </p>
        <button type="button" onClick={() => panZoom.zoomBy(ZOOM_STEP)}>
          Zoom in
        </button>
        <button type="button" onClick={() => panZoom.zoomBy(1 / ZOOM_STEP)}>
          Zoom out
        </button>
        <button type="button" onClick={() => panZoom.setView(fitView(layout, viewport))}>
          Fit to view
        </button>
        <button
          type="button"
          disabled={focus === null}
          onClick={() =>
            focus !== null && panZoom.setView(centreView(focus, viewport, Math.max(view.scale, READABLE_SCALE)))
          }
        >
          Show active states
        </button>
        <output className="sc-zoom" aria-label="Zoom level">
          {Math.round(view.scale * 100)}%
        </output>
      </div>
      <div
        className="sc-viewport"
        tabIndex={0}
        role="group"
        aria-label={`${model.machineId} statechart canvas: drag or use the arrow keys to pan, + and − to zoom, 0 to reset`}
        {...panZoom.bind}
      >
        <svg className="sc-svg" role="img" aria-labelledby={ids.title} aria-describedby={ids.desc}>
          <title id={ids.title}>{title}</title>
          <desc id={ids.desc}>
            {model.nodes.length} states, {transitionCount} transitions. Active states are filled and marked with a dot.
            {numbers === null ? '' : ' Each state and transition shows how many runs reached or took it.'}
          </desc>
          <defs>
            <marker
              id={ids.arrow}
              className="sc-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              markerUnits="userSpaceOnUse"
              orient="auto-start-reverse"
            >
              <path d="M0 1 L9 5 L0 9 z" />
            </marker>
            <marker
              id={ids.arrowNext}
              className="sc-arrow sc-arrow--next"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="9"
              markerHeight="9"
              markerUnits="userSpaceOnUse"
              orient="auto-start-reverse"
            >
              <path d="M0 1 L9 5 L0 9 z" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>{drawing}</g>
        </svg>
      </div>
      <figcaption className="sc-legend">
        <span className="sc-key sc-key--active">● active</span>
        <span className="sc-key sc-key--next">next transitions</span>
        <span className="sc-key sc-key--initial">initial</span>
        <span className="sc-key sc-key--region">parallel region</span>
        <span className="sc-key sc-key--final">final</span>
      </figcaption>
    </>
  );
}
