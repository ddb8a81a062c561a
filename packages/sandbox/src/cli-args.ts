/** The `mealflow-sandbox` command's arguments (cli.ts), parsed apart from starting anything. */
export const CLI_USAGE = `usage: mealflow-sandbox [--port N] [--host ADDRESS] [--cors-origin ORIGIN]... [--latency MS]

  --port N              the port to listen on (default: SANDBOX_PORT or 5174; 0 picks a free one)
  --host ADDRESS        the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --cors-origin ORIGIN  a browser app's origin that may call the sandbox (CORS), e.g.
                        http://localhost:3000; repeat it or separate by commas; * allows any
                        (default: SANDBOX_CORS_ORIGINS, else none: same origin only)
  --latency MS          artificial latency of every answer (default 0)
  --help                this text`;

export interface CliOptions {
  port: number;
  host: string;
  corsOrigins: string[];
  latencyMs: number;
}

export type CliParse = { ok: true; options: CliOptions } | { ok: false; message: string } | { ok: 'help' };

const ORIGIN = /^https?:\/\/[^/\s]+$/;

export function parseCliArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): CliParse {
  const options: CliOptions = { port: Number(env['SANDBOX_PORT'] ?? 5174), host: '127.0.0.1', corsOrigins: [], latencyMs: 0 };
  const origins: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') return { ok: 'help' };
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { ok: false, message: `${flag ?? ''} needs a value` };
    i += 1;
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--host') options.host = value;
    else if (flag === '--cors-origin') origins.push(...value.split(','));
    else if (flag === '--latency') options.latencyMs = Number(value);
    else return { ok: false, message: `unknown option ${flag ?? ''}` };
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65_535)
    return { ok: false, message: 'the port is a number from 0 to 65535' };
  if (!Number.isFinite(options.latencyMs) || options.latencyMs < 0)
    return { ok: false, message: 'the latency is a number of milliseconds' };
  const list = (origins.length ? origins : (env['SANDBOX_CORS_ORIGINS'] ?? '').split(','))
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const wrong = list.filter((origin) => origin !== '*' && !ORIGIN.test(origin));
  if (wrong.length) return { ok: false, message: `not an origin (scheme://host[:port]): ${wrong.join(', ')}` };
  options.corsOrigins = list;
  return { ok: true, options };
}
