import { describe, expect, it } from 'vitest';
import { chartGraph } from '../../machines/graph/chart-graph';
import { loadCharts } from '../../machines/registry';
import { layoutChart } from './layout';

const charts = await loadCharts();

describe('diagram layout (ELK)', () => {
  it.each(charts.map((c) => [c.id, c] as const))('%s: every state gets a box inside its parent and every transition a routed, labelled edge', async (_id, model) => {
    const graph = chartGraph(model.machine);
    const layout = await layoutChart(graph);
    expect(layout.nodes).toHaveLength(graph.nodes.length);
    expect(layout.edges).toHaveLength(graph.edges.length);
    const box = new Map(layout.nodes.map((n) => [n.node.id, n]));
    for (const { node, x, y, width, height } of layout.nodes) {
      expect(width * height, node.id).toBeGreaterThan(0);
      const parent = node.parentId ? box.get(node.parentId)! : null;
      if (parent) {
        expect(x >= parent.x && y >= parent.y, `${node.id} inside ${parent.node.id}`).toBe(true);
        expect(x + width <= parent.x + parent.width && y + height <= parent.y + parent.height, `${node.id} inside`).toBe(true);
      }
    }
    for (const e of layout.edges) {
      expect(e.points.length, e.edge.id).toBeGreaterThanOrEqual(2);
      expect(e.label?.text).toBeTruthy();
    }
    const compound = graph.nodes.filter((n) => n.type === 'compound').length;
    expect(layout.initials).toHaveLength(compound);
  });
});
