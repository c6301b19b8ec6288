// The cash-flow Sankey: nodes and links come computed from core/reports/cash-flow.ts; d3-sankey only
// lays them out. This module is loaded on demand (React.lazy), so d3-sankey ships with this chart only.
import { sankey, sankeyLinkHorizontal, type SankeyGraph } from 'd3-sankey';
import type { SankeyLink, SankeyNode } from '../../../../core/reports/types.ts';
import { ChartFrame, CHART_WIDTH } from '../../components/charts/ChartFrame.tsx';
import { formatCents } from '../../lib/format.ts';
import '../../components/charts/charts.css';

type N = SankeyNode & { name: string };
type L = { source: string; target: string; value: number };

const H = 340;
const LABEL = 130;

export default function SankeyChart({ nodes, links }: { nodes: SankeyNode[]; links: SankeyLink[] }) {
  const layout = sankey<N, L>()
    .nodeId((d) => d.id)
    .nodeWidth(12)
    .nodePadding(12)
    .nodeSort(null)
    .extent([
      [LABEL, 8],
      [CHART_WIDTH - LABEL, H - 8],
    ]);
  const graph: SankeyGraph<N, L> = layout({
    nodes: nodes.map((n) => ({ ...n, name: n.label })),
    links: links.filter((l) => l.cents > 0).map((l) => ({ source: l.source, target: l.target, value: l.cents })),
  });
  const path = sankeyLinkHorizontal<N, L>();
  return (
    <ChartFrame
      title="Cash flow"
      summary={links.map((l) => `${l.source} to ${l.target}: ${formatCents(l.cents)}`).join('; ')}
      height={H}
      testId="report-chart"
      legend={<span className="muted small">Income sources on the left, spending categories on the right.</span>}
    >
      <g className="sankey-links">
        {graph.links.map((l, i) => (
          <path key={i} d={path(l) ?? undefined} className={`sankey-link sankey-${(l.target as N).kind}`} strokeWidth={Math.max(1, l.width ?? 1)}>
            <title>{`${(l.source as N).label} → ${(l.target as N).label}: ${formatCents(l.value)}`}</title>
          </path>
        ))}
      </g>
      {graph.nodes.map((n) => {
        const left = (n.x0 ?? 0) < CHART_WIDTH / 2;
        return (
          <g key={n.id} className={`sankey-node sankey-${n.kind}`}>
            <rect x={n.x0} y={n.y0} width={(n.x1 ?? 0) - (n.x0 ?? 0)} height={Math.max(1, (n.y1 ?? 0) - (n.y0 ?? 0))}>
              <title>{`${n.label}: ${formatCents(n.cents)}`}</title>
            </rect>
            <text
              x={left ? (n.x0 ?? 0) - 6 : (n.x1 ?? 0) + 6}
              y={((n.y0 ?? 0) + (n.y1 ?? 0)) / 2}
              dy="0.32em"
              textAnchor={left ? 'end' : 'start'}
              className="chart-label"
            >
              {n.kind === 'income' ? `${n.label}` : n.label.length > 20 ? `${n.label.slice(0, 19)}…` : n.label}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
