/**
 * The fields of a post as a tree: 'columns.0.title.nl' becomes { columns: [{ title: { nl } }] }.
 * Lets the editor's row forms (footer, top bar, settings) post plain named fields without
 * JavaScript and still be checked by one zod schema. Names starting with '$' (React's own) are skipped.
 */
type Tree = { [key: string]: Tree | string };

const MAX_INDEX = 200;

function arraysOf(node: Tree | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((k) => /^\d{1,3}$/.test(k) && Number(k) < MAX_INDEX)) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => arraysOf(node[String(k)]!));
  }
  return Object.fromEntries(keys.map((k) => [k, arraysOf(node[k]!)]));
}

export function formTree(formData: unknown): Record<string, unknown> {
  const root: Tree = Object.create(null) as Tree;
  if (!(formData instanceof FormData)) return root;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || name.startsWith('$') || name.length > 120) continue;
    const parts = name.split('.');
    let node: Tree = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') break;
      node = next ?? (node[part] = Object.create(null) as Tree);
    }
    const last = parts.at(-1)!;
    if (typeof node[last] !== 'object') node[last] = value;
  }
  return arraysOf(root) as Record<string, unknown>;
}
