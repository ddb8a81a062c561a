// The API's output types written out (issue 33: the published `.d.ts`). Each valibot schema of
// packages/sdk/src/api/schemas has a type of the same name; `interface X extends
// v.InferOutput<typeof X> {}` kept the whole schema constant in the declarations (~140 KB of
// `v.ObjectSchema<{ readonly a: v.OptionalSchema<v.NullableSchema<…>>… }>`). This script writes
// each such type as plain TypeScript, read from the schema's source (`v.object`, `maybe`,
// `v.optional`, spreads of `X.entries`: `extends X`, as for `Envelope`, …), in place in the schema file, with the
// doc comments of the schema's fields. `schema-types.check.ts` (written too) makes tsc prove that
// every written type equals the schema's `v.InferOutput`, so a schema changed without its type
// fails `tsc` and `--check`.
//   node scripts/schema-types.mjs          (writes)
//   node scripts/schema-types.mjs --check  (fails when a file is not as written; check:packages)
import ts from 'typescript';
import * as prettier from 'prettier';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../packages/sdk/src/api/schemas/', import.meta.url));
const checkOnly = process.argv.includes('--check');
const CHECK_FILE = 'schema-types.check.ts';
const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== CHECK_FILE);

/** Every top-level `const` of the schema files by name: its initializer, type annotation, file. */
const consts = new Map();
const sources = new Map();
for (const file of files) {
  const text = readFileSync(dir + file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  sources.set(file, { text, source });
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        const entry = { name: declaration.name.text, init: declaration.initializer, annotation: declaration.type, file, source };
        consts.set(entry.name, [...(consts.get(entry.name) ?? []), entry]);
      }
    }
  }
}

/** Marks a written input type (`v.InferInput`: what a request sends, defaults still optional). */
const INPUT_MARK = "// The schema's input (v.InferInput): written by scripts/schema-types.mjs.";
/** Names that have a written type (`export interface X` / `export type X` beside `export const X`). */
const typed = new Set();
const inputs = new Set();
for (const [file, { source }] of sources) {
  for (const statement of source.statements) {
    const isType = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    if (isType && constOf(statement.name.text, file)?.file === file) {
      typed.add(`${file}:${statement.name.text}`);
      const marked = (ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? []).some(
        (range) => source.text.slice(range.pos, range.end) === INPUT_MARK,
      );
      if (marked || statement.getText().includes('v.InferInput<')) inputs.add(`${file}:${statement.name.text}`);
    }
  }
}

/** The repository's prettier, so that a written file is as `prettier --write` leaves it. */
async function pretty(path, text) {
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

/** The schema constant a name means in a file: its own, else the one it imports, else the only one. */
function constOf(name, file) {
  const found = consts.get(name) ?? [];
  const own = found.find((entry) => entry.file === file);
  if (own || found.length <= 1) return own ?? found[0];
  const from = sources
    .get(file)
    ?.source.statements.find((statement) => ts.isImportDeclaration(statement) && importedNames(statement).includes(name))
    ?.moduleSpecifier.text.replace(/^\.\//, '');
  return found.find((entry) => entry.file === `${from}.ts`);
}

const fail = (node, why) => {
  const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
  throw new Error(`schema-types: ${node.getSourceFile().fileName}:${line + 1}: ${why}: ${node.getText()}`);
};
const callee = (node) => (ts.isCallExpression(node) ? node.expression.getText() : undefined);
const union = (parts) => [...new Set(parts)].join(' | ');
const element = (type) => (/[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})[]` : `${type}[]`);
const docOf = (node) => {
  const text = node.getSourceFile().text;
  return (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
    .map((range) => text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'));
};

/** Whether the schema being written is read for its input (`v.InferInput`). */
let input = false;
/** The written types a file's written types name. */
const used = new Set();

/** A schema expression → { type, optional } of its output (`optional`: the key may be absent). */
function outputOf(node) {
  if (ts.isParenthesizedExpression(node)) return outputOf(node.expression);
  if (ts.isAsExpression(node)) return outputOf(node.expression);
  if (ts.isIdentifier(node)) {
    const found = constOf(node.text, node.getSourceFile().fileName);
    if (found && typed.has(`${found.file}:${found.name}`)) {
      used.add(found);
      return { type: node.text, optional: false };
    }
    if (!found) fail(node, 'unknown schema');
    if (found.annotation) {
      const args = ts.isTypeReferenceNode(found.annotation) ? found.annotation.typeArguments : undefined;
      if (found.annotation.getText().startsWith('v.GenericSchema<') && args?.length === 2)
        return { type: args[1].getText(), optional: false };
      fail(found.annotation, 'a schema typed other than v.GenericSchema<unknown, T>');
    }
    return outputOf(found.init);
  }
  const name = callee(node);
  const args = name ? node.arguments : [];
  switch (name) {
    case 'v.string':
      return { type: 'string', optional: false };
    case 'v.number':
      return { type: 'number', optional: false };
    case 'v.boolean':
      return { type: 'boolean', optional: false };
    case 'v.unknown':
      return { type: 'unknown', optional: false };
    case 'v.literal':
      return { type: args[0].getText(), optional: false };
    case 'v.picklist':
      if (!ts.isArrayLiteralExpression(args[0])) fail(node, 'a picklist of other than an array literal');
      return { type: union(args[0].elements.map((option) => option.getText())), optional: false };
    case 'v.pipe':
      return { type: outputOf(args[0]).type, optional: false };
    case 'v.lazy':
      if (!ts.isArrowFunction(args[0]) || ts.isBlock(args[0].body)) fail(node, 'a lazy schema other than () => X');
      return outputOf(args[0].body);
    case 'v.array':
      return { type: element(outputOf(args[0]).type), optional: false };
    case 'v.record':
      return { type: `Record<${outputOf(args[0]).type}, ${outputOf(args[1]).type}>`, optional: false };
    case 'v.union':
      return { type: union(args[0].elements.map((option) => outputOf(option).type)), optional: false };
    case 'v.nullable':
      if (args.length > 1) fail(node, 'a nullable with a default');
      return { type: union([outputOf(args[0]).type, 'null']), optional: false };
    case 'v.optional':
      return args.length > 1 && !input
        ? { type: outputOf(args[0]).type, optional: false }
        : { type: union([outputOf(args[0]).type, 'undefined']), optional: true };
    case 'maybe':
      return { type: union([outputOf(args[0]).type, 'null', 'undefined']), optional: true };
    case 'v.object':
      return {
        type: `{ ${fieldsOf(args[0])
          .map((field) => field.text.replace(/\n\s*/g, ' '))
          .join(' ')} }`,
        optional: false,
      };
    default:
      return fail(node, 'a schema this script does not read');
  }
}

/** An object's entries (an object literal, `...envelope`, `...X.entries`) → its fields in order, the last of a name winning. */
function fieldsOf(node, bases) {
  const here = node.getSourceFile().fileName;
  if (ts.isIdentifier(node)) return fieldsOf(constOf(node.text, here)?.init ?? fail(node, 'unknown entries'));
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'entries') {
    const schema = constOf(node.expression.getText(), here)?.init;
    if (!schema || callee(schema) !== 'v.object') fail(node, 'entries of other than a v.object schema');
    return fieldsOf(schema.arguments[0]);
  }
  if (!ts.isObjectLiteralExpression(node)) fail(node, 'entries other than an object literal');
  const fields = new Map();
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      // At the top of an output type, `...X.entries` of a typed X is `extends X` (its fields said once).
      const spread = property.expression;
      const base =
        ts.isPropertyAccessExpression(spread) && spread.name.text === 'entries' ? constOf(spread.expression.getText(), here) : undefined;
      const inherits = bases && !input && base && typed.has(`${base.file}:${base.name}`);
      const named = new Set(used);
      const spreadFields = fieldsOf(spread);
      if (inherits) {
        // An inherited field's types are named by the base's file, not this one.
        for (const entry of [...used]) if (!named.has(entry)) used.delete(entry);
        used.add(base);
        bases.push({ name: spread.expression.getText(), fields: spreadFields.map((field) => field.name) });
      }
      for (const field of spreadFields) {
        if (inherits) field.base = spread.expression.getText();
        fields.delete(field.name);
        fields.set(field.name, field);
      }
      continue;
    }
    if (!ts.isPropertyAssignment(property)) fail(property, 'an entry other than `key: schema`');
    const key = property.name.getText();
    const { type, optional } = outputOf(property.initializer);
    const doc = docOf(property)
      .map((comment) => `${comment}\n`)
      .join('');
    fields.delete(key);
    fields.set(key, { name: key, text: `${doc}${key}${optional ? '?' : ''}: ${type};` });
  }
  return [...fields.values()];
}

const INTERNAL = '/** @internal */';
const SCHEMA_CALL = /^(v\.\w+|maybe)$/;

/** An exported schema constant, or a `Named<typeof X>` interface. */
function isSchemaStatement(statement) {
  const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return false;
  if (ts.isInterfaceDeclaration(statement))
    return statement.heritageClauses?.some((clause) => clause.getText().includes('Named<typeof ')) ?? false;
  if (!ts.isVariableStatement(statement)) return false;
  return statement.declarationList.declarations.some(
    (declaration) => declaration.type?.getText().startsWith('v.GenericSchema<') || SCHEMA_CALL.test(callee(declaration.initializer) ?? ''),
  );
}

/** The last comment before a statement (what `stripInternal` reads). */
function lastComment(text, statement) {
  const ranges = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
  const last = ranges.at(-1);
  return last ? text.slice(last.pos, last.end) : undefined;
}

/** The local names an import declaration brings. */
function importedNames(statement) {
  const bindings = statement.importClause?.namedBindings;
  return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [];
}

/** The written declaration of a typed schema `name` (interface for an object, type otherwise). */
function declarationOf(name, file) {
  const { init } = constOf(name, file);
  input = inputs.has(`${file}:${name}`);
  const mark = input ? `${INPUT_MARK}\n` : '';
  const object = ts.isCallExpression(init) && callee(init) === 'v.object';
  if (object) {
    const bases = [];
    const fields = fieldsOf(init.arguments[0], bases);
    const body = fields
      .filter((field) => !field.base)
      .map((field) => field.text.replace(/^/gm, '  '))
      .join('\n');
    const heritage = bases.map((base) => {
      const dropped = base.fields.filter((key) => !fields.some((field) => field.name === key && field.base === base.name));
      return dropped.length > 0 ? `Omit<${base.name}, ${dropped.map((key) => `'${key}'`).join(' | ')}>` : base.name;
    });
    const extendsText = heritage.length > 0 ? ` extends ${heritage.join(', ')}` : '';
    return `${mark}export interface ${name}${extendsText} {\n${body}\n}`;
  }
  return `${mark}export type ${name} = ${outputOf(init).type};`;
}

let stale = 0;
const checks = [];
for (const [file, { text, source }] of sources) {
  let out = text;
  const edits = [];
  used.clear();
  for (const statement of source.statements) {
    const isType = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    if (!isType || !typed.has(`${file}:${statement.name.text}`)) continue;
    const marks = (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []).filter(
      (range) => text.slice(range.pos, range.end) === INPUT_MARK,
    );
    const start = marks.length > 0 ? marks[0].pos : statement.getStart();
    edits.push({ start, end: statement.getEnd(), text: declarationOf(statement.name.text, file) });
    checks.push({ file, name: statement.name.text, infer: inputs.has(`${file}:${statement.name.text}`) ? 'InferInput' : 'InferOutput' });
  }
  // The schema constants (and their `Named` interfaces) stay out of the published declarations
  // (`stripInternal` in build.mjs): the package gives the types above, and the few schemas a
  // consumer parses with as `runtimeSchemas`.
  for (const statement of source.statements) {
    if (!isSchemaStatement(statement) || lastComment(text, statement) === INTERNAL) continue;
    edits.push({ start: statement.getStart(), end: statement.getStart(), text: `${INTERNAL}\n` });
  }
  edits.sort((a, b) => a.start - b.start);
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  // A type named only through a spread (`...Delivery.entries` gives `clientAddress?: Address`) is imported.
  const known = new Set(source.statements.flatMap((statement) => (ts.isImportDeclaration(statement) ? importedNames(statement) : [])));
  const missing = [...used].filter((entry) => entry.file !== file && !known.has(entry.name)).sort((a, b) => a.name.localeCompare(b.name));
  const byFile = Map.groupBy(missing, (entry) => entry.file);
  const imports = [...byFile]
    .map(([from, entries]) => `import type { ${entries.map((entry) => entry.name).join(', ')} } from './${from.replace(/\.ts$/, '')}';\n`)
    .join('');
  if (imports) out = out.replace(/^(import .*\n)+/m, (block) => block + imports);
  if (edits.length > 0) out = await pretty(dir + file, out);
  if (out !== text) {
    stale += 1;
    if (checkOnly) console.error(`schema-types: ${file} is not as written: run \`node scripts/schema-types.mjs\``);
    else writeFileSync(dir + file, out);
  }
}

const modules = [...new Set(checks.map(({ file }) => file))];
const alias = (file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const check = `// Written by scripts/schema-types.mjs: do not edit. tsc proves that every written output type
// of packages/sdk/src/api/schemas equals its schema's \`v.InferOutput\`.
import type * as v from 'valibot';
${modules.map((file) => `import type * as ${alias(file)} from './${file.replace(/\.ts$/, '')}';`).join('\n')}

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type SchemaTypesEqualTheirSchemas = [
${checks.map(({ file, name, infer }) => `  Expect<Equal<${alias(file)}.${name}, v.${infer}<typeof ${alias(file)}.${name}>>>,`).join('\n')}
];
`;
const checkPath = dir + CHECK_FILE;
const checkText = await pretty(checkPath, check);
let previous = '';
try {
  previous = readFileSync(checkPath, 'utf8');
} catch {
  previous = '';
}
if (previous !== checkText) {
  stale += 1;
  if (checkOnly) console.error(`schema-types: ${CHECK_FILE} is not as written`);
  else writeFileSync(checkPath, checkText);
}
if (checkOnly && stale > 0) process.exit(1);
console.log(`schema-types: ${checks.length} types in ${modules.length} files${checkOnly ? ' as written' : ''}`);
