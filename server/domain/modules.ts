import type { ModuleNode } from '../../src/api/schemas/system';
import type { ModuleRow } from '../db/database';

/**
 * The white-label module tree. A flag is effective only when it and every ancestor are
 * enabled; the tree sent to the client already carries effective values, so a child of a
 * switched-off parent reads "0" and no client can forget the ancestor rule.
 */
export interface ModuleTree {
  nodes: ModuleNode[];
  effective: ReadonlySet<string>;
  known: ReadonlySet<string>;
}

export function buildModuleTree(rows: ModuleRow[]): ModuleTree {
  const children = new Map<string | null, ModuleRow[]>();
  for (const r of rows) {
    const list = children.get(r.parent_mod_id) ?? [];
    list.push(r);
    children.set(r.parent_mod_id, list);
  }
  const effective = new Set<string>();
  const known = new Set(rows.map((r) => r.mod_id));
  const visit = (parent: string | null, parentOn: boolean, seen: Set<string>): ModuleNode[] =>
    (children.get(parent) ?? []).map((r) => {
      const on = parentOn && r.enabled;
      if (on) effective.add(r.mod_id);
      // Guards against a parent cycle an operator might create by hand in the db.
      const next = new Set(seen).add(r.mod_id);
      const kids = seen.has(r.mod_id) ? [] : visit(r.mod_id, on, next);
      return { modId: r.mod_id, enabled: on ? '1' : '0', childrenNodes: kids };
    });
  // Rows whose parent does not exist are treated as roots rather than silently dropped.
  const roots = rows.filter((r) => r.parent_mod_id !== null && !known.has(r.parent_mod_id)).map((r) => r.parent_mod_id);
  const nodes = [null, ...new Set(roots)].flatMap((p) => visit(p, true, new Set()));
  return { nodes, effective, known };
}
