import type { Ref } from 'react';
import type { ChartLayout, LaidOutEdge, LaidOutNode } from './layout';
import { nodeHeader, TEXT } from './layout';

/**
 * Styles live inside the SVG so that an exported picture looks like the page. Class names
 * are prefixed (`fd-`) because an inline <style> applies to the whole document.
 */
export const DIAGRAM_CSS = `
.fd-state{fill:#fff;stroke:#6b7280;stroke-width:1.2}
.fd-compound{fill:#f8fafc}
.fd-region{fill:#f8fafc;stroke-dasharray:5 3}
.fd-root{fill:#f1f5f9;stroke:#334155}
.fd-final-inner{fill:none;stroke:#6b7280;stroke-width:1.2}
.fd-active .fd-state,.fd-active.fd-state{fill:#fef3c7;stroke:#b45309;stroke-width:2.4}
.fd-name{font:600 ${TEXT.nameSize}px system-ui,sans-serif;fill:#111827}
.fd-small{font:${TEXT.smallSize}px system-ui,sans-serif;fill:#475569}
.fd-edge{fill:none;stroke:#64748b;stroke-width:1.2}
.fd-edge-internal{stroke-dasharray:3 3}
.fd-taken .fd-edge{stroke:#b45309;stroke-width:2.8}
.fd-label-bg{fill:#fff;opacity:.9}
.fd-taken .fd-label-bg{fill:#fde68a;opacity:1}
.fd-label{font:${TEXT.smallSize}px system-ui,sans-serif;fill:#1f2937}
.fd-initial{fill:#111827}
.fd-added .fd-state,.fd-added.fd-state{stroke:#15803d;stroke-width:2.4;fill:#dcfce7}
.fd-changed .fd-state,.fd-changed.fd-state{stroke:#1d4ed8;stroke-width:2.4;fill:#dbeafe}
.fd-added .fd-edge{stroke:#15803d;stroke-width:2.4}
.fd-changed .fd-edge{stroke:#1d4ed8;stroke-width:2.4}
.fd-added .fd-label-bg{fill:#dcfce7;opacity:1}
.fd-changed .fd-label-bg{fill:#dbeafe;opacity:1}
.fd-arrow{fill:#64748b}
`;

export interface DiagramProps {
  layout: ChartLayout;
  label: string;
  /** State node ids to highlight (the replay's or a live actor's current state). */
  activeIds?: ReadonlySet<string>;
  /** Transition ids (`transitionId`) just taken. */
  takenIds?: ReadonlySet<string>;
  /** Against a baseline: state ids and edge ids (`ChartEdge.id`) added or changed since it. */
  diff?: { added: ReadonlySet<string>; changed: ReadonlySet<string> };
  ref?: Ref<SVGSVGElement>;
}

const polyline = (points: { x: number; y: number }[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

type DiffMark = 'added' | 'changed' | undefined;

function NodeShape({ laid, active, inParallel, mark }: { laid: LaidOutNode; active: boolean; inParallel: boolean; mark: DiffMark }) {
  const { node, x, y, width, height } = laid;
  const tooltip = [node.id, node.description].filter(Boolean).join('\n');
  const classes = ['fd-node', active ? 'fd-active' : '', mark ? `fd-${mark}` : ''].join(' ');
  if (node.type === 'history') {
    const r = width / 2;
    return (
      <g className={classes} data-state={node.id} data-diff={mark}>
        <title>{tooltip}</title>
        <circle className="fd-state" cx={x + r} cy={y + r} r={r} />
        <text className="fd-name" x={x + r} y={y + r + 4} textAnchor="middle">
          {node.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const kind =
    node.parentId === null ? 'fd-root' : inParallel ? 'fd-region' : node.type === 'atomic' || node.type === 'final' ? '' : 'fd-compound';
  const leaf = node.type === 'atomic' || node.type === 'final';
  const header = nodeHeader(node);
  return (
    <g className={classes} data-state={node.id} data-type={node.type} data-diff={mark}>
      <title>{tooltip}</title>
      <rect className={`fd-state ${kind}`} x={x} y={y} width={width} height={height} rx={8} />
      {node.type === 'final' && <rect className="fd-final-inner" x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={5} />}
      <text className="fd-name" x={leaf ? x + width / 2 : x + 10} y={y + 18} textAnchor={leaf ? 'middle' : 'start'}>
        {node.key}
        {node.type === 'parallel' ? ' ‖' : ''}
        {node.description ? ' (i)' : ''}
      </text>
      {node.invokes.map((inv, i) => (
        <text key={inv.id} className="fd-small" x={leaf ? x + width / 2 : x + 10} y={y + header - 4 - (node.invokes.length - 1 - i) * TEXT.line} textAnchor={leaf ? 'middle' : 'start'}>
          ⟳ {inv.src}
        </text>
      ))}
    </g>
  );
}

function EdgeShape({ laid, taken, mark }: { laid: LaidOutEdge; taken: boolean; mark: DiffMark }) {
  const { edge, points, label } = laid;
  const title = [edge.event, edge.guard && `[${edge.guard}]`, edge.description].filter(Boolean).join(' ');
  return (
    <g className={`fd-transition ${taken ? 'fd-taken' : ''} ${mark ? `fd-${mark}` : ''}`} data-transition={edge.transitionId} data-diff={mark}>
      <title>{title}</title>
      <polyline className={`fd-edge ${edge.internal ? 'fd-edge-internal' : ''}`} points={polyline(points)} markerEnd="url(#fd-arrow)" />
      {label && (
        <>
          <rect className="fd-label-bg" x={label.x} y={label.y} width={label.width} height={label.height} rx={3} />
          <text className="fd-label" x={label.x + 4} y={label.y + label.height - 4}>
            {label.text}
          </text>
        </>
      )}
    </g>
  );
}

/** The chart drawn as SVG from an ELK layout: nested boxes, initial dots, labelled arrows. */
export function ChartDiagram({ layout, label, activeIds, takenIds, diff, ref }: DiagramProps) {
  const markOf = (id: string): DiffMark => (diff?.added.has(id) ? 'added' : diff?.changed.has(id) ? 'changed' : undefined);
  const parallel = new Set(layout.nodes.filter((n) => n.node.type === 'parallel').map((n) => n.node.id));
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="flows__svg"
    >
      <style>{DIAGRAM_CSS}</style>
      <defs>
        <marker id="fd-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path className="fd-arrow" d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      <rect x={0} y={0} width={layout.width} height={layout.height} fill="#fff" />
      {[...layout.nodes]
        .sort((a, b) => a.node.depth - b.node.depth)
        .map((laid) => (
          <NodeShape
            key={laid.node.id}
            laid={laid}
            active={activeIds?.has(laid.node.id) ?? false}
            inParallel={laid.node.parentId !== null && parallel.has(laid.node.parentId)}
            mark={markOf(laid.node.id)}
          />
        ))}
      {layout.initials.map((init, i) => (
        <g key={i}>
          <circle className="fd-initial" cx={init.dot.x + init.dot.width / 2} cy={init.dot.y + init.dot.height / 2} r={init.dot.width / 2} />
          <polyline className="fd-edge" points={polyline(init.points)} markerEnd="url(#fd-arrow)" />
        </g>
      ))}
      {layout.edges.map((laid) => (
        <EdgeShape key={laid.edge.id} laid={laid} taken={takenIds?.has(laid.edge.transitionId) ?? false} mark={markOf(laid.edge.id)} />
      ))}
    </svg>
  );
}
