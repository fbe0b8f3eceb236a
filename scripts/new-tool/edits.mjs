/**
 * Inserts into an existing file after the last line that matches `after`; throws, naming the file,
 * when no line matches, so a changed layout fails loudly instead of writing somewhere wrong.
 */
export function insertAfterLast(text, after, addition, file) {
  const lines = text.split('\n');
  let index = -1;
  lines.forEach((line, i) => {
    if (after.test(line)) index = i;
  });
  if (index < 0) throw new Error(`${file}: no line matches ${after}, so the scaffold cannot add to it`);
  lines.splice(index + 1, 0, ...addition.split('\n'));
  return lines.join('\n');
}

/** Every change a new tool makes to files that exist: the route table, the registries, the contracts index. */
export function editsFor(n) {
  return [
    {
      file: 'proto-types/src/routes.ts',
      after: /service: 'tools', access: 'public'/,
      add: `  ${n.endpointCamel}: { path: '/api/${n.endpoint}', method: 'POST', service: 'tools', access: 'public' },`,
    },
    { file: 'proto-types/src/tools/index.ts', after: /^export \* from/, add: `export * from './${n.domain}.js';` },
    {
      file: 'services/tools/src/app.ts',
      after: /^import \w+Route from '\.\/routes\//,
      add: `import ${n.endpointCamel}Route from './routes/${n.endpoint}/index.js';`,
    },
    {
      file: 'services/tools/src/app.ts',
      after: /^ {2}await app\.register\(\w+Route, context\);/,
      add: `  await app.register(${n.endpointCamel}Route, context);`,
    },
    {
      file: 'frontend/src/tools/registry.ts',
      after: /^import \{ \w+ \} from '\.\/[a-z-]+';/,
      add: `import { ${n.toolConst} } from './${n.id}';`,
    },
    { file: 'frontend/src/tools/registry.ts', after: /^ {2}\w+,$/, add: `  ${n.toolConst},` },
  ];
}
