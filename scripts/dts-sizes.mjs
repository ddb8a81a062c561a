// What the published declarations of @mealflow/sdk weigh, by kind and by declaration (issue 33's
// ".d.ts <= 600 KB"): `node scripts/dts-sizes.mjs [--top N]` after `pnpm --filter @mealflow/sdk run build`.
// Bytes as the tarball ships them (UTF-8: a Cyrillic letter is two bytes).
import ts from 'typescript';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../packages/sdk/dist', import.meta.url));
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 40;

const bytes = (text) => Buffer.byteLength(text);
const kinds = new Map();
const declarations = [];
let comments = 0;
let total = 0;
const add = (kind, n) => kinds.set(kind, (kinds.get(kind) ?? 0) + n);

// Every .d.ts under dist, as check-sdk-size.mjs counts them (the tarball ships them all).
for (const file of readdirSync(dist, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.d.ts'))) {
  const text = readFileSync(join(dist, file), 'utf8');
  total += bytes(text);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Every comment once (a comment's ranges are found from the token after it).
  const seen = new Set();
  const scan = (node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments += bytes(text.slice(range.pos, range.end));
    }
    node.forEachChild(scan);
  };
  scan(source);
  for (const statement of source.statements) {
    const own = bytes(text.slice(statement.getStart(), statement.end));
    const kind = ts.isImportDeclaration(statement)
      ? 'imports'
      : ts.isExportDeclaration(statement)
        ? 'export lists'
        : ts.isInterfaceDeclaration(statement)
          ? 'interfaces'
          : ts.isTypeAliasDeclaration(statement)
            ? 'type aliases'
            : ts.isFunctionDeclaration(statement)
              ? 'functions'
              : ts.isVariableStatement(statement)
                ? 'consts'
                : ts.isModuleDeclaration(statement)
                  ? 'namespaces'
                  : ts.SyntaxKind[statement.kind];
    add(kind, own);
    const name = statement.name?.text ?? statement.declarationList?.declarations[0]?.name.getText() ?? '';
    declarations.push({ file, kind, name, size: own });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`.d.ts in all: ${kb(total)}; doc comments ${kb(comments)}`);
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(14)} ${kb(n)} (comments inside counted too)`);
console.log(`largest ${top} declarations:`);
declarations.sort((a, b) => b.size - a.size);
for (const d of declarations.slice(0, top)) console.log(`  ${String(d.size).padStart(7)} ${d.kind.padEnd(12)} ${d.name} (${d.file})`);
