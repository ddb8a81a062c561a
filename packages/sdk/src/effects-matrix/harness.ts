import { vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { useSandbox } from '@mealflow/sandbox/vitest';
import type { Fault } from '@mealflow/sandbox';
import type { Mealflow } from '../create-mealflow';
import { todayIso } from '../domain/dates';
import { saysOutcomeUnknown } from '../shared/effect';
import { sandboxClient, type SandboxClientOptions } from '../testing/sandbox-client';

/**
 * The generated fault matrix's harness (issue 36): the faults, the recoveries and what a driver row
 * is. The rows live per area (`checkout.drivers.ts`, `cabinet.drivers.ts`) so that each area adds
 * its endpoints without touching another's file; `effects.matrix.test.ts` runs them all.
 */
export type Harness = ReturnType<typeof useSandbox>;

export const FAULTS: Record<string, Fault> = {
  '500': { kind: 'status', status: 500, times: 1 },
  network: { kind: 'network', times: 1 },
  lost: { kind: 'lost', times: 1 },
  malformed: { kind: 'malformed', times: 1 },
  'delay 60 s': { kind: 'delay', ms: 60_000, times: 1 },
  // Beyond the five: the effect made and a gateway's bare 502 (the screen cannot know: the
  // retry or the reload must send the same key), and a browser re-sending the POST six times.
  '502 after commit': { kind: 'status', status: 502, after: true, times: 1 },
  'resent ×6': { kind: 'resent', resends: 6, times: 1 },
};
export const RECOVERIES = ['retry', 'reload'] as const;

/** One screen of a machine that sends an effect: press, and read what the screen model says. */
export interface Session {
  press(): void;
  /** The press is on the wire or being asked about (nothing to do for the customer yet). */
  busy(): boolean;
  done(): boolean;
  /** The screen model says the effect failed (an unknown outcome said as such is not a failure). */
  saysFailed(): boolean;
  stop(): void;
}
export interface Env {
  mealflow: Mealflow;
}
export interface Driver {
  machine: string;
  env(): Env;
  /** Opens the screen (a new actor: a reload when `env` is the same) and waits until it can be pressed. */
  open(env: Env): Promise<Session>;
}
/** An area's rows: `<METHOD> <call>` → the machine that sends it. */
export interface AreaDrivers {
  drivers: Record<string, Driver>;
}

export const TOKEN = 'sandbox-token-returning';
export const today = todayIso(Date.now());
export const nowMs = Date.parse(`${today}T10:00:00+03:00`);

export async function until(check: () => boolean, what: string, steps = 120): Promise<void> {
  for (let i = 0; i < steps; i++) {
    if (check()) return;
    await vi.advanceTimersByTimeAsync(1_000);
  }
  throw new Error(`not reached: ${what}`);
}

export function envWith(harness: Harness, options: SandboxClientOptions = {}): Env {
  return { mealflow: sandboxClient(harness, { token: TOKEN, host: 'sandbox.test', ...options }).mealflow };
}

/** A screen's error text says the effect failed: there is one, and it does not say the outcome is unknown (`effectFailureText`). */
export const saysFailure = (text: string | undefined): boolean => text !== undefined && !saysOutcomeUnknown(text);

export const session = (actor: AnyActorRef, view: Omit<Session, 'stop'>): Session => ({ ...view, stop: () => actor.stop() });
