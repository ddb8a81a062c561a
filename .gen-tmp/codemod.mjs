// Rewrites imports of '@mealflow/sdk' (and its old subpaths) to the area subpaths, name by name,
// the area of a name read from the current entry files. Files given on the command line.
import ts from 'typescript';
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
const assign = {};
const read = (file, area) => {
  const text = readFileSync(file, 'utf8');
  for (const [, list] of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) for (const spec of list.split(',')) { const n = spec.trim().replace(/^type /, '').split(/\s+as\s+/).pop(); if (n) assign[n] = area; }
  for (const [, n] of text.matchAll(/export \* as (\w+)/g)) assign[n] = area;
};
read('packages/sdk/src/index.ts', 'index');
for (const f of readdirSync('packages/sdk/src/entries')) if (!f.includes('.test.')) read(`packages/sdk/src/entries/${f}`, f.slice(0, -3));
const OLD = /^@mealflow\/sdk(\/(checkout|funnel|session|domain|cabinet|storefront|api|routing))?$/;
const missing = [];
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  for (const stmt of sf.statements) {
    const isImport = ts.isImportDeclaration(stmt);
    if (!isImport && !ts.isExportDeclaration(stmt)) continue;
    if (!stmt.moduleSpecifier || !ts.isStringLiteral(stmt.moduleSpecifier) || !OLD.test(stmt.moduleSpecifier.text)) continue;
    let elements; let declType;
    if (isImport) { const c = stmt.importClause; if (!c || c.name || !c.namedBindings || !ts.isNamedImports(c.namedBindings)) continue; elements = c.namedBindings.elements; declType = c.isTypeOnly; }
    else { if (!stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) continue; elements = stmt.exportClause.elements; declType = stmt.isTypeOnly; }
    const byArea = new Map();
    for (const el of elements) {
      const name = (el.propertyName ?? el.name).text; const area = assign[name];
      if (!area) { missing.push(`${file}: ${name}`); continue; }
      const spec = `${el.isTypeOnly && !declType ? 'type ' : ''}${el.propertyName ? `${el.propertyName.text} as ${el.name.text}` : el.name.text}`;
      if (!byArea.has(area)) byArea.set(area, []); byArea.get(area).push(spec);
    }
    const order = ['index', 'storefront', 'checkout', 'cabinet', 'domain', 'api', 'routing'];
    const lines = [...byArea.entries()].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0])).map(([area, specs]) => {
      const mod = area === 'index' ? '@mealflow/sdk' : `@mealflow/sdk/${area}`; const kw = isImport ? 'import' : 'export';
      const line = `${kw} ${declType ? 'type ' : ''}{ ${specs.join(', ')} } from '${mod}';`;
      return line.length <= 140 ? line : `${kw} ${declType ? 'type ' : ''}{\n  ${specs.join(',\n  ')},\n} from '${mod}';`;
    });
    edits.push([stmt.getStart(), stmt.getEnd(), lines.join('\n')]);
  }
  let out = text;
  for (const [s, e, r] of edits.reverse()) out = out.slice(0, s) + r + out.slice(e);
  if (out !== text) { writeFileSync(file, out); console.log('rewrote', file); }
}
if (missing.length) console.log('missing:\n' + missing.join('\n'));
