import { startSandboxServer } from './node';

/** `node packages/sandbox/dist/cli.js --port 5174`: the sandbox backend alone. */
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env['SANDBOX_PORT'] ?? 5174));
const server = await startSandboxServer({ port });
const address = server.address();
console.log(`mealflow sandbox listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
