import { afterEach, describe, expect, it, vi } from 'vitest';
import { control } from '../control';
import { createSandbox } from '../index';
import { firstSeededDelivery } from './checkout';
import type { SandboxSeed } from './seed-day';

afterEach(() => vi.useRealTimers());

describe('GET /__sandbox/seed: the day a journey takes its dates from', () => {
  const seedAt = (reset: string, read: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(reset));
    const sandbox = createSandbox({ latencyMs: 0 });
    sandbox.reset();
    vi.setSystemTime(new Date(read));
    const answer = control(sandbox, '/__sandbox/seed', 'GET', '');
    expect(answer.status).toBe(200);
    return { sandbox, seed: answer.body as SandboxSeed };
  };

  it("answers the seed's first delivery after 20:00 has passed since the reset (the journey's own clock moved it a day on)", () => {
    const { sandbox, seed } = seedAt('2026-12-06T19:59:50+03:00', '2026-12-06T20:00:10+03:00');
    expect(seed).toEqual({ seededAt: Date.parse('2026-12-06T19:59:50+03:00'), today: '2026-12-06', firstDelivery: '2026-12-07' });
    // What the seeded orders hold: the delivery confirmation's first delivery.
    expect(sandbox.store.orders.get('demo-delivery')?.order.deliveries[0]?.date).toBe('2026-12-07');
    // What a journey reading its own clock took (e2e/sandbox.ts before): the day after.
    expect(firstSeededDelivery(Date.now())).toBe('2026-12-08');
  });

  it("answers the seed's day after Moscow's midnight has passed since the reset", () => {
    const { sandbox, seed } = seedAt('2026-12-06T23:59:30+03:00', '2026-12-07T00:00:30+03:00');
    expect(seed).toEqual({ seededAt: Date.parse('2026-12-06T23:59:30+03:00'), today: '2026-12-06', firstDelivery: '2026-12-08' });
    expect(sandbox.store.orders.get('demo-delivery')?.order.deliveries[0]?.date).toBe(seed.firstDelivery);
  });

  it('takes no body and no other method', () => {
    const sandbox = createSandbox({ latencyMs: 0 });
    expect(control(sandbox, '/__sandbox/seed', 'POST', '').status).toBe(405);
    expect(control(sandbox, '/__sandbox/seed', 'GET', '{"a":1}').status).toBe(400);
  });
});
