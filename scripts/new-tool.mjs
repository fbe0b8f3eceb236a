// Scaffolds both halves of a new tool, in the shape CONTRIBUTING.md describes:
//   npm run new:tool -- <id> --endpoint <endpoint> [--domain <folder>] [--name "Nome"] [--category "Utilità"]
// e.g. npm run new:tool -- vat-calculator --endpoint calculate-vat --domain vat --name "Calcolatore IVA" --category "Vita Quotidiana"
import { parseArgs } from 'node:util';
import { scaffoldTool } from './new-tool/scaffold.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    endpoint: { type: 'string' },
    domain: { type: 'string' },
    name: { type: 'string' },
    category: { type: 'string', default: 'Utilità' },
    description: { type: 'string' },
    root: { type: 'string', default: process.cwd() },
  },
});

const [id] = positionals;
if (!id || !values.endpoint) {
  console.error('usage: npm run new:tool -- <id> --endpoint <endpoint> [--domain <folder>] [--name "Nome"] [--category "Utilità"]');
  process.exit(64);
}
try {
  const written = scaffoldTool(values.root, {
    id,
    endpoint: values.endpoint,
    domain: values.domain ?? id.split('-')[0],
    name: values.name ?? id,
    category: values.category,
    description: values.description ?? `Descrizione di ${values.name ?? id}.`,
  });
  console.warn(`new tool ${id}:\n${written.map((file) => `  ${file}`).join('\n')}\nNext: CONTRIBUTING.md, "Adding a tool".`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
