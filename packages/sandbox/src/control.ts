import * as v from 'valibot';
import { parseFaultSpec, type Fault } from './faults';
import { parseJson } from './json';
import type { SandboxInstance } from './index';
import { sandboxSeed } from './seed/seed-day';

/**
 * The HTTP control surface (`/__sandbox/...`), strict: it accepts exactly what the README
 * documents and answers 400 with a readable message otherwise, so a typo in a test's fault
 * never silently injects nothing.
 */
const times = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));
const FaultSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('status'),
    status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
    body: v.optional(v.unknown()),
    times,
  }),
  v.strictObject({ kind: v.literal('delay'), ms: v.pipe(v.number(), v.minValue(0), v.maxValue(120_000)), times }),
  v.strictObject({ kind: v.literal('malformed'), times }),
  v.strictObject({ kind: v.literal('network'), times }),
  v.strictObject({ kind: v.literal('lost'), times }),
]);
const FaultsBody = v.union([
  v.strictObject({ spec: v.pipe(v.string(), v.trim(), v.minLength(1)) }),
  v.strictObject({ call: v.pipe(v.string(), v.minLength(1)), fault: FaultSchema }),
]);

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const bad = (status: number, message: string): ControlAnswer => ({ status, body: { success: false, messages: [message] } });

const ROUTES: Record<string, string[]> = {
  '/__sandbox/reset': ['POST'],
  '/__sandbox/faults': ['POST', 'DELETE'],
  '/__sandbox/counters': ['GET'],
  '/__sandbox/log': ['GET'],
  '/__sandbox/seed': ['GET'],
};

export function control(sandbox: SandboxInstance, path: string, method: string, text: string): ControlAnswer {
  const allowed = ROUTES[path];
  if (!allowed) return bad(404, `sandbox: unknown control path ${path} (known: ${Object.keys(ROUTES).join(', ')})`);
  if (!allowed.includes(method)) return bad(405, `sandbox: ${path} accepts ${allowed.join(', ')}`);
  const parsed = text.trim() ? parseJson(text, `the body of ${path}`) : { ok: true as const, value: undefined };
  if (!parsed.ok) return bad(400, parsed.message);
  const body = parsed.value;
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

  if (path === '/__sandbox/faults' && method === 'POST') {
    const result = v.safeParse(FaultsBody, body);
    if (!result.success) {
      return bad(
        400,
        'sandbox: POST /__sandbox/faults takes {"spec": "call:500,call:malformed,call:network,call:lost,call:delay=ms"} or {"call": "...", "fault": {"kind": ...}} (see the sandbox README)',
      );
    }
    const input = result.output;
    if ('spec' in input) {
      const parts = input.spec.split(',').map((p) => p.trim());
      const unknown = parts.filter((p) => parseFaultSpec(p).length === 0);
      if (unknown.length) return bad(400, `sandbox: unknown fault spec part(s): ${unknown.join(', ')}`);
      for (const f of parseFaultSpec(input.spec)) sandbox.faults.inject(f.call, f.fault);
    } else {
      sandbox.faults.inject(input.call, input.fault as Fault);
    }
    return { status: 200, body: { success: true, faults: sandbox.faults.list() } };
  }
  if (!empty) return bad(400, `sandbox: ${method} ${path} takes no body`);
  if (path === '/__sandbox/reset') {
    sandbox.reset();
    return { status: 200, body: { success: true } };
  }
  if (path === '/__sandbox/faults') {
    sandbox.faults.clear();
    return { status: 200, body: { success: true } };
  }
  if (path === '/__sandbox/counters') return { status: 200, body: Object.fromEntries(sandbox.store.counters) };
  if (path === '/__sandbox/seed') return { status: 200, body: sandboxSeed(sandbox.store) };
  return { status: 200, body: sandbox.store.log };
}
