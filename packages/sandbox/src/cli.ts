#!/usr/bin/env node
import { CLI_USAGE, parseCliArgs } from './cli-args';
import { createSandbox, startSandboxServer } from './node';

/** `mealflow-sandbox --port 5174` (or `node dist/cli.js …`): the sandbox backend alone. */
const parsed = parseCliArgs(process.argv.slice(2), process.env);
if (parsed.ok === 'help') {
  console.log(CLI_USAGE);
  process.exit(0);
}
if (!parsed.ok) {
  console.error(`mealflow-sandbox: ${parsed.message}\n\n${CLI_USAGE}`);
  process.exit(2);
}
const { port, host, corsOrigins, latencyMs } = parsed.options;
const server = await startSandboxServer({ port, host, corsOrigins, sandbox: createSandbox({ latencyMs }) });
const address = server.address();
const cors = corsOrigins.length ? `; CORS for ${corsOrigins.join(', ')}` : '';
console.log(`mealflow sandbox listening on http://${host}:${typeof address === 'object' && address ? address.port : port}${cors}`);
