// What a V8 heap snapshot holds, summed by constructor name: enough to see which kind of object
// grew between two snapshots of the same process.
import { readFileSync } from 'node:fs';

/** { total, byName: Map<name, { count, bytes }> } of a `.heapsnapshot` file. */
export function summariseHeap(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const byName = new Map();
  let total = 0;
  const nodes = snapshot.nodes;
  for (let at = 0; at < nodes.length; at += width) {
    const type = types[nodes[at + typeAt]];
    const name = type === 'object' || type === 'closure' ? snapshot.strings[nodes[at + nameAt]] : `(${type})`;
    const bytes = nodes[at + sizeAt];
    total += bytes;
    const entry = byName.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += bytes;
    byName.set(name, entry);
  }
  return { total, byName };
}

/** The `top` kinds of object that grew most from `before` to `after`, in bytes. */
export function heapGrowth(before, after, top = 8) {
  return [...after.byName]
    .map(([name, { count, bytes }]) => {
      const was = before.byName.get(name) ?? { count: 0, bytes: 0 };
      return { name, count: count - was.count, bytes: bytes - was.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}
