import type { CategoryNode } from '../../types/common'

// Reading the goods category tree (common/init categoryModules): first level → children → ...

/** The node with this id anywhere in the tree, or null. */
export function findCategory (tree: CategoryNode[] | null | undefined, id: number): CategoryNode | null {
  for (const node of tree ?? []) {
    if (node.id === id) return node
    const hit = findCategory(node.children, id)
    if (hit) return hit
  }
  return null
}

/** Children of a node (never undefined). */
export const childrenOf = (node: CategoryNode | null | undefined): CategoryNode[] => node?.children ?? []

/**
 * The right-hand side of a first-level category: its second-level nodes, and the second-level
 * nodes that have their own children (shown as sections of third-level nodes).
 */
export function sectionsOf (top: CategoryNode | null | undefined): { level2: CategoryNode[], withChildren: CategoryNode[] } {
  const level2 = childrenOf(top)
  return { level2, withChildren: level2.filter((n) => childrenOf(n).length > 0) }
}
