import * as z from 'zod/mini';

/**
 * A node of the organisation tree (SPEC section 3, Tree nodes): its parent (`pId`), its depth (`levelNumber`),
 * whether its OU is a top-level one (`ouData.isHilevel`), the administrator privilege it carries
 * (`privilegeType`) and its `highlight` flag. The tree comes as data: a property that does not parse takes its
 * default and the node stays; properties the spec does not name (id, name…) are kept as they came.
 */

/** The administrator privileges a node can carry: over an OU, or over an application. */
export const PrivilegeType = z.enum(['MANAGER_OU', 'MANAGER_APPLICATION']);
export type PrivilegeType = z.infer<typeof PrivilegeType>;

const flag = z.catch(z._default(z.boolean(), false), false);

export const TreeNode = z.looseObject({
  /** The parent's id; null at the root. */
  pId: z.catch(z._default(z.nullable(z.union([z.string(), z.number()])), null), null),
  levelNumber: z.catch(z._default(z.int().check(z.nonnegative()), 0), 0),
  ouData: z.catch(z._default(z.looseObject({ isHilevel: flag }), { isHilevel: false }), { isHilevel: false }),
  /** Null without a privilege, or with one this page does not know. */
  privilegeType: z.catch(z._default(z.nullable(PrivilegeType), null), null),
  highlight: flag,
});
export type TreeNode = z.infer<typeof TreeNode>;

/**
 * SPEC 3: a node that carries a privilege is highlighted (a view paints it orange), as is one the data already
 * flagged `highlight`.
 */
export const isHighlighted = (node: Pick<TreeNode, 'privilegeType' | 'highlight'>): boolean =>
  node.privilegeType !== null || node.highlight;
