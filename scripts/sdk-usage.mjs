// Who uses the public names of @mealflow/sdk (issue 33: a surface people can learn). For each subpath
// entry, its exported names (types included, read by the TypeScript compiler from the entry's source)
// and the files outside packages/sdk that import each one: apps, packages/sandbox, e2e, examples,
// .storybook, scripts. A name imported by nobody outside the SDK is a candidate to leave the entry.
//   node scripts/sdk-usage.mjs                   counts per entry
//   node scripts/sdk-usage.mjs --unused domain   the names of /domain that no one outside imports
//   node scripts/sdk-usage.mjs --users domain    every name of /domain with the files that import it
// Imports read: `import { a, type B } from '@mealflow/sdk/x'`, `export { a } from`, `import * as n`
// (then every `n.name` of the file), `import('@mealflow/sdk/x')` types and `typeof import(...)['a']`.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sdk = join(root, 'packages/sdk');
const pkg = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));

/** Subpath (`.`, `./domain`) → source file, from the build's entries table (dist/x.js ← src/…). */
function subpaths() {
  const table = sourceEntries();
  return Object.keys(pkg.exports)
    .filter((key) => !key.endsWith('.json'))
    .map((key) => {
      const name = key === '.' ? 'index' : key.slice(2);
      return { specifier: `@mealflow/sdk${key.slice(1)}`, name: key === '.' ? 'root' : name, file: join(sdk, table[name]) };
    });
}

/** The entries table read from build.mjs's text (importing build.mjs would run the build). */
function sourceEntries() {
  const text = readFileSync(join(sdk, 'build.mjs'), 'utf8');
  const block = /export const entries = \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(\w+): '([^']+)'/g)].map(([, name, path]) => [name, path]));
}

/** Every name an entry exports, values and types, as the compiler resolves `export *` and lists. */
function exportsOf(files) {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file) => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      return [file, symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []];
    }),
  );
}

const CONSUMERS = ['apps', 'packages/sandbox', 'e2e', 'examples', '.storybook', 'scripts'];
const SKIP = /^(node_modules|dist.*|coverage|playwright-report|test-results|storybook-static|\.vite)$/;
const CODE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

function* codeFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIP.test(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (CODE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** specifier → name → files importing it, over every consumer file. */
function imports(specifiers) {
  const used = new Map(specifiers.map((s) => [s, new Map()]));
  const add = (specifier, name, file) => {
    const names = used.get(specifier);
    if (!names) return;
    if (!names.has(name)) names.set(name, new Set());
    names.get(name).add(relative(root, file));
  };
  for (const dir of CONSUMERS) {
    for (const file of codeFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('@mealflow/sdk')) continue;
      const source = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const namespaces = new Map();
      const visit = (node) => {
        const from = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
        if (ts.isImportDeclaration(node) && from) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            for (const el of bindings.elements) add(from, (el.propertyName ?? el.name).text, file);
          if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, from);
        } else if (ts.isExportDeclaration(node) && from && node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const el of node.exportClause.elements) add(from, (el.propertyName ?? el.name).text, file);
        } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
          const specifier = node.argument.literal.text;
          if (node.qualifier) add(specifier, ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText(), file);
          else if (ts.isIndexedAccessTypeNode(node.parent) && ts.isLiteralTypeNode(node.parent.indexType))
            add(specifier, node.parent.indexType.literal.getText().slice(1, -1), file);
          else add(specifier, '*', file);
        } else if ((ts.isPropertyAccessExpression(node) || ts.isQualifiedName(node)) && namespaces.size) {
          const left = ts.isPropertyAccessExpression(node) ? node.expression : node.left;
          const right = ts.isPropertyAccessExpression(node) ? node.name : node.right;
          if (ts.isIdentifier(left) && namespaces.has(left.text)) add(namespaces.get(left.text), right.text, file);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      // A namespace passed whole (`Object.values(cabinet)`) uses every name: counted as `*`.
      for (const [local, from] of namespaces) {
        const bare = text.match(new RegExp(`(?<![\\w.$])${local}(?![\\w$]|\\s*\\.)`, 'g'))?.length ?? 0;
        if (bare > 1) add(from, '*', file);
      }
    }
  }
  return used;
}

const areas = subpaths();
const exported = exportsOf(areas.map((a) => a.file));
const used = imports(areas.map((a) => a.specifier));

const arg = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const unusedOf = arg('--unused');
const usersOf = arg('--users');
for (const area of areas) {
  const names = exported.get(area.file) ?? [];
  const users = used.get(area.specifier);
  const whole = users.has('*');
  const unused = whole ? [] : names.filter((name) => !users.has(name));
  const missing = [...users.keys()].filter((name) => name !== '*' && !names.includes(name));
  if (unusedOf === area.name) console.log(unused.sort().join('\n'));
  else if (usersOf === area.name)
    for (const name of [...names].sort()) console.log(`${name}: ${[...(users.get(name) ?? [])].sort().join(', ') || '-'}`);
  else if (!unusedOf && !usersOf)
    console.log(
      `${area.specifier.padEnd(24)} ${String(names.length).padStart(4)} names, ${String(names.length - unused.length).padStart(4)} imported outside the SDK, ${String(unused.length).padStart(4)} by nobody${whole ? ' (imported whole: `import * as`)' : ''}${missing.length ? `; imported but not exported: ${missing.join(', ')}` : ''}`,
    );
}
