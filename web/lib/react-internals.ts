/**
 * Whether React has hydrated this node, and so listens to events on it: React keeps the node's
 * props under a `__reactProps$` key, which it does not publish (see library-internals.ts, and the
 * test that fails when an upgrade changes it). Apart from library-internals.ts because the page's
 * first script (start-on-use.ts) uses it and must not load React Query.
 */
export const ownedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
