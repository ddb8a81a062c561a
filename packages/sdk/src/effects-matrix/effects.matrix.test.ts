import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { Fault } from '@mealflow/sandbox';
import { isEffectEndpoint } from '../api/effects';
import { endpointRegistry } from '../api/registry';
import { cabinetDrivers } from './cabinet.drivers';
import { cabinetChangeDrivers } from './cabinet-changes.drivers';
import { cabinetDeliveryDrivers } from './cabinet-deliveries.drivers';
import { checkoutDrivers } from './checkout.drivers';
import { FAULTS, RECOVERIES, until, type Session } from './harness';

/**
 * The generated fault matrix (issue 36): every effect endpoint of the registry × every fault × every
 * recovery, driven through the machine that sends it and the sandbox. Per case: the sandbox's
 * `effects:<call>` counter never goes above 1, and whenever the effect exists the machine's screen
 * model does not say 'failed'. A new effect endpoint needs a driver row in its area's file: the first
 * test fails otherwise (an effect no machine sends is not declared: `api/README.md`).
 */
const harness = useSandbox();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const areas = [checkoutDrivers(harness), cabinetDrivers(harness), cabinetChangeDrivers(harness), cabinetDeliveryDrivers(harness)];
const DRIVERS = Object.assign({}, ...areas.map((a) => a.drivers)) as ReturnType<typeof checkoutDrivers>['drivers'];

const effectEndpoints = endpointRegistry.filter(isEffectEndpoint);
const rowOf = (e: (typeof effectEndpoints)[number]) => `${e.method} ${e.name}`;
const cases = Object.keys(DRIVERS).flatMap((row) =>
  Object.keys(FAULTS).flatMap((fault) => RECOVERIES.map((recovery) => ({ row, fault, recovery }))),
);
let covered = 0;

afterAll(() => {
  console.info(
    `effects matrix: ${covered} of ${cases.length} endpoint × fault × recovery cases covered (${Object.keys(DRIVERS).length} endpoints × ${Object.keys(FAULTS).length} faults × ${RECOVERIES.length} recoveries); every effect endpoint of the registry`,
  );
});

describe('effects matrix (issue 36)', () => {
  it('every effect endpoint of the registry has a driver row', () => {
    const rows = new Set(effectEndpoints.map(rowOf));
    expect(effectEndpoints.map(rowOf).filter((row) => !(row in DRIVERS))).toEqual([]);
    expect(Object.keys(DRIVERS).filter((row) => !rows.has(row))).toEqual([]);
  });

  it.each(cases)('$row × $fault × $recovery: at most one effect, never "failed" once it exists', async ({ row, fault, recovery }) => {
    const driver = DRIVERS[row];
    if (!driver) throw new Error(row);
    const call = row.slice(row.indexOf(' ') + 1);
    const effects = () => harness.sandbox.store.counters.get(`effects:${call}`) ?? 0;
    const honest = (screen: Session, when: string) => {
      expect(effects(), `${when}: effects`).toBeLessThanOrEqual(1);
      if (effects() === 1) expect(screen.saysFailed(), `${when}: the effect exists, the screen says failed`).toBe(false);
    };
    const env = driver.env();
    let screen = await driver.open(env);
    harness.sandbox.faults.inject(row, { ...FAULTS[fault] } as Fault);
    screen.press();
    await until(() => !screen.busy(), `${row}: the first press settles`);
    honest(screen, 'after the fault');
    if (!screen.done()) {
      if (recovery === 'reload') {
        screen.stop();
        screen = await driver.open(env);
      }
      screen.press();
      await until(() => !screen.busy(), `${row}: the ${recovery} settles`);
      honest(screen, `after the ${recovery}`);
    }
    // A delayed first request lands late: it must be answered as a replay, not as a second effect.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(effects()).toBe(1);
    expect(screen.done()).toBe(true);
    screen.stop();
    covered += 1;
  });
});
