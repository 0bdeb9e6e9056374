/**
 * A node of a tree stored as parent links, and its ancestors: nearest first (`[swimsuits, women]`).
 * Empty for an unknown id; it stops at an unknown parent and at a cycle, so bad data cannot hang
 * a request.
 */
export function ancestry<T extends { id: number; parent_id: number | null }>(nodes: readonly T[], id: number): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const chain: T[] = [];
  for (
    let node = byId.get(id);
    node && !chain.includes(node);
    node = node.parent_id === null ? undefined : byId.get(node.parent_id)
  )
    chain.push(node);
  return chain;
}
