/**
 * Fault injection. A fault is attached to a call name (as the spec writes it, e.g.
 * `client-profile`, `authentication/login`) or to `*` for every call, and fires `times` times
 * (default: every time until cleared).
 *
 * Switches:
 * - tests and stories: `sandbox.faults.inject('client-profile', { kind: 'malformed' })`
 * - the running app: `?fault=client-profile:malformed,authentication/login:500` (the SDK forwards it
 *   as the `X-Mealflow-Fault` header; the real backend ignores it)
 * - the HTTP server: `POST /__sandbox/faults` with `{ "call": "...", "fault": { ... } }`
 */
/** The request header the sandbox reads faults from (sandbox builds send it from `?fault=`). */
export const FAULT_HEADER = 'X-Mealflow-Fault';

export type Fault =
  /** This status instead of the answer; with `after`, the handler runs first (a gateway's 502 after the backend committed). */
  | { kind: 'status'; status: number; body?: unknown; after?: boolean; times?: number }
  | { kind: 'delay'; ms: number; times?: number }
  | { kind: 'malformed'; times?: number }
  | { kind: 'network'; times?: number }
  /**
   * The answer is lost after the call succeeded: the handler runs (a charge is made, an order is
   * created), then the client sees a network error. The case idempotency keys exist for.
   */
  | { kind: 'lost'; times?: number }
  /**
   * A browser re-sending a POST over a dropped keep-alive connection: the handler runs, the answer
   * is dropped, and the same request (same headers, same key) reaches the handler `resends` more
   * times; the last answer reaches the client. Without an idempotency key every resend is a new effect.
   */
  | { kind: 'resent'; resends: number; times?: number };

export interface FaultRegistry {
  inject(call: string, fault: Fault): void;
  clear(call?: string): void;
  /** Takes the fault that applies to this call now (consuming one of its `times`). */
  take(call: string, header?: string | null): Fault | undefined;
  list(): Array<{ call: string; fault: Fault }>;
}

/** Parses `call:500`, `call:502-after`, `call:malformed`, `call:network`, `call:lost`, `call:resent=6`, `call:delay=3000`, comma separated. */
export function parseFaultSpec(spec: string): Array<{ call: string; fault: Fault }> {
  const out: Array<{ call: string; fault: Fault }> = [];
  for (const part of spec.split(',')) {
    const trimmed = part.trim();
    const idx = trimmed.lastIndexOf(':');
    if (idx <= 0) continue;
    const call = trimmed.slice(0, idx);
    const what = trimmed.slice(idx + 1);
    if (/^\d{3}$/.test(what)) out.push({ call, fault: { kind: 'status', status: Number(what) } });
    else if (/^\d{3}-after$/.test(what)) out.push({ call, fault: { kind: 'status', status: Number(what.slice(0, 3)), after: true } });
    else if (/^resent=\d+$/.test(what)) out.push({ call, fault: { kind: 'resent', resends: Number(what.slice(7)) } });
    else if (what === 'malformed') out.push({ call, fault: { kind: 'malformed' } });
    else if (what === 'network') out.push({ call, fault: { kind: 'network' } });
    else if (what === 'lost') out.push({ call, fault: { kind: 'lost' } });
    else if (/^delay=\d+$/.test(what)) out.push({ call, fault: { kind: 'delay', ms: Number(what.slice(6)) } });
  }
  return out;
}

export function createFaultRegistry(): FaultRegistry {
  const faults: Array<{ call: string; fault: Fault; left: number }> = [];
  return {
    inject(call, fault) {
      faults.push({ call, fault, left: fault.times ?? Number.POSITIVE_INFINITY });
    },
    clear(call) {
      if (call === undefined) faults.length = 0;
      else for (let i = faults.length - 1; i >= 0; i--) if (faults[i]?.call === call) faults.splice(i, 1);
    },
    take(call, header) {
      if (header) {
        const fromHeader = parseFaultSpec(header).find((f) => f.call === call || f.call === '*');
        if (fromHeader) return fromHeader.fault;
      }
      const index = faults.findIndex((f) => (f.call === call || f.call === '*') && f.left > 0);
      const found = faults[index];
      if (!found) return undefined;
      found.left -= 1;
      if (found.left <= 0) faults.splice(index, 1);
      return found.fault;
    },
    list() {
      return faults.map(({ call, fault }) => ({ call, fault }));
    },
  };
}
