#!/usr/bin/env node
// Does a sandbox HTTP server keep an idle keep-alive connection? One socket: a request, some seconds
// idle, then a second request on the same socket, as Playwright's request fixture (a keep-alive agent)
// does between two calls to the control surface. With Node's default keepAliveTimeout (5 s) the server
// closes the socket at 5 s and the second request fails (ECONNRESET / EPIPE / closed): what broke
// e2e/city.spec.ts's `GET /__sandbox/log` in a fresh-clone CI run, when the client reused the socket
// as the server closed it. The sandbox's servers keep it IDLE_CONNECTION_MS (packages/sandbox/src/node.ts).
//
//   node scripts/keep-alive-probe.mjs http://localhost:4970 [idle seconds: 6] [path: /__sandbox/log]
//   node scripts/keep-alive-probe.mjs --standalone [--node-default] [idle seconds]
//     starts the built standalone sandbox (packages/sandbox/dist) on a free port; --node-default puts
//     Node's default 5 s back, to see the failure the setting prevents.
// Exits 0 when the second request is answered, 1 when it is not.
import { connect } from 'node:net';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const standalone = flag('--standalone');
const nodeDefault = flag('--node-default');

let server;
let origin;
if (standalone) {
  const { startSandboxServer } = await import('../packages/sandbox/dist/node.js');
  server = await startSandboxServer({ port: 0 });
  if (nodeDefault) server.keepAliveTimeout = 5_000;
  origin = `http://127.0.0.1:${server.address().port}`;
} else {
  origin = args.shift();
  if (!origin) {
    console.error('usage: node scripts/keep-alive-probe.mjs <origin> [idle seconds] [path] | --standalone [--node-default] [idle seconds]');
    process.exit(2);
  }
}
const idleSeconds = Number(args[0] ?? 6);
const path = args[1] ?? '/__sandbox/log';
const { hostname, port, host } = new URL(origin);

const socket = connect(Number(port), hostname);
let buffer = Buffer.alloc(0);
let waiting;
let closedAt;
const opened = Date.now();
socket.on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  waiting?.check();
});
socket.on('end', () => {
  closedAt ??= Date.now();
  waiting?.fail(new Error('the server closed the connection'));
});
socket.on('close', () => {
  closedAt ??= Date.now();
  waiting?.fail(new Error('the connection closed'));
});
socket.on('error', (error) => waiting?.fail(error));
await new Promise((resolve, reject) => {
  socket.once('connect', resolve);
  socket.once('error', reject);
});

/** One request on the socket; resolves with the response's status line and headers once its body has come. */
function request() {
  buffer = Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    waiting = {
      fail: (error) => {
        waiting = undefined;
        reject(error);
      },
      check: () => {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString();
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
        const body = buffer.subarray(end + 4);
        const complete = Number.isFinite(length) ? body.length >= length : body.includes('0\r\n\r\n');
        if (!complete) return;
        waiting = undefined;
        resolve(head);
      },
    };
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`, (error) => error && waiting?.fail(error));
  });
}

let ok = false;
try {
  const first = await request();
  const hint = /\r\nkeep-alive: *([^\r]*)/i.exec(first)?.[1] ?? 'none';
  console.log(`${origin}${path}: ${first.split('\r\n')[0]}, Keep-Alive: ${hint}; idle ${idleSeconds} s on the same socket…`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const second = await request();
  console.log(`reused after ${idleSeconds} s idle: ${second.split('\r\n')[0]}`);
  ok = true;
} catch (error) {
  const when = closedAt ? `; the server closed it ${((closedAt - opened) / 1000).toFixed(1)} s after it opened` : '';
  console.log(`reused after ${idleSeconds} s idle: FAILED (${error.code ?? error.message})${when}`);
} finally {
  socket.destroy();
  server?.close();
}
process.exit(ok ? 0 : 1);
