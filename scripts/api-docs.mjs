// The API reference of @mealflow/sdk (issue 33), generated from the source by TypeDoc into
// packages/sdk/dist-api (not committed: built, like dist): one page per exported name of each entry
// (the root, /browser and the six areas), the package README as its front page, and every machine's
// README (src/**/README.md, src/MACHINES.md) as a document. Then its links are checked: TypeDoc's own
// validation ({@link} targets, relative links in the READMEs) fails the run, and every relative href
// of the written pages must name a file that exists.
//   node scripts/api-docs.mjs        (pnpm run docs:api)
//
// A machine's public type extends XState's StateMachine with its inferred parameters; TypeDoc would
// copy all of StateMachine's members into each machine's page with those parameters written out
// (195 MB for the checkout's page alone). The machine's page keeps its name and comment, and says
// what it is; XState's own reference documents StateMachine.
import { Application, Converter, ReflectionKind } from 'typedoc';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = fileURLToPath(new URL('../packages/sdk/', import.meta.url));
const out = join(sdk, 'dist-api');
const started = Date.now();

const app = await Application.bootstrap({
  name: '@mealflow/sdk',
  entryPoints: [
    'index.ts',
    'browser.ts',
    ...['storefront', 'checkout', 'cabinet', 'domain', 'api', 'routing'].map((a) => `entries/${a}.ts`),
  ].map((file) => join(sdk, 'src', file)),
  tsconfig: join(sdk, 'tsconfig.json'),
  readme: join(sdk, 'README.md'),
  projectDocuments: [join(sdk, 'src/MACHINES.md'), join(sdk, 'src/*/README.md'), join(sdk, 'src/*/*/README.md')],
  out,
  skipErrorChecking: true,
  excludePrivate: true,
  disableSources: true,
  hideGenerator: true,
  validation: { notExported: false, invalidLink: true, rewrittenLink: true, notDocumented: false },
  treatValidationWarningsAsErrors: true,
  // Errors only: TypeDoc also warns of schema fields documented in several schemas of one shape
  // ("multiple declarations with a comment"), which is not a problem of the reference.
  logLevel: 'Error',
});

app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
  for (const machine of context.project.getReflectionsByKind(ReflectionKind.Interface)) {
    // `interface XMachine extends XLogic {}` with `type XLogic = typeof xLogic` (a StateMachine).
    const extendsMachine = machine.extendedTypes?.some((type) => type.type === 'reference' && /(Logic|StateMachine)$/.test(type.name));
    if (!extendsMachine) continue;
    for (const member of [...(machine.children ?? [])]) if (member.inheritedFrom) context.project.removeReflection(member);
    machine.extendedTypes = undefined;
  }
});

const project = await app.convert();
if (!project || app.logger.hasErrors()) {
  console.error('docs:api: TypeDoc reported the problems above');
  process.exit(1);
}
await app.generateDocs(project, out);
if (app.logger.hasErrors()) {
  console.error('docs:api: TypeDoc reported the problems above');
  process.exit(1);
}

/** Every relative href and src of the written pages names a file that exists. */
const broken = [];
let pages = 0;
for (const file of readdirSync(out, { recursive: true }).map(String)) {
  if (!file.endsWith('.html')) continue;
  pages += 1;
  const html = readFileSync(join(out, file), 'utf8');
  for (const [, link] of html.matchAll(/(?:href|src)="([^"#?]+)[^"]*"/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith('//')) continue;
    if (!existsSync(resolve(dirname(join(out, file)), decodeURIComponent(link)))) broken.push(`${file}: ${link}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (broken.length) {
  console.error(`docs:api: ${broken.length} broken links in ${pages} pages:\n  ${[...new Set(broken)].slice(0, 40).join('\n  ')}`);
  process.exit(1);
}
console.log(`mealflow: API reference in packages/sdk/dist-api: ${pages} pages, no broken link (${seconds} s)`);
