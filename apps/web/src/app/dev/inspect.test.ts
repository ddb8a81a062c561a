import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { ActorRegistry } from './actor-registry';
import { devInspector } from './inspect';

/**
 * `?inspect` never stops the app (issue 34): the boot awaits `devInspector()` beside the wiring in a
 * `Promise.all`, so a rejection there left the landing a skeleton. The built-in panel works offline;
 * the hosted Stately inspector only with `?inspect=stately`.
 */
describe('devInspector', () => {
  afterEach(() => void vi.restoreAllMocks());
  const noStately = vi.fn(() => Promise.reject(new Error('not to be called')));

  it('is not loaded without ?inspect', async () => {
    const mountPanel = vi.fn();
    await expect(devInspector({ search: '?utm_source=x', mountPanel, loadStately: noStately })).resolves.toBeUndefined();
    expect(mountPanel).not.toHaveBeenCalled();
  });

  it('?inspect: the built-in panel gets every actor and its snapshots; no hosted inspector', async () => {
    let registry: ActorRegistry | undefined;
    const inspect = await devInspector({ search: '?inspect', mountPanel: (r) => void (registry = r), loadStately: noStately });
    const actor = createActor(createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: {} } }), {
      ...(inspect ? { inspect } : {}),
    }).start();
    actor.send({ type: 'FLIP' });
    const [seen] = registry?.list() ?? [];
    expect(seen).toMatchObject({ machineId: 'toggle', snapshot: { value: 'on' }, events: [{ type: 'xstate.init' }, { type: 'FLIP' }] });
    expect(noStately).not.toHaveBeenCalled();
  });

  const failures = [
    {
      name: "the module's download fails (Vite's 504 'Outdated Optimize Dep')",
      loadStately: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
    {
      name: 'the inspector throws as it starts (a blocked popup)',
      loadStately: async () => ({
        createBrowserInspector: (() => {
          throw new Error('popup blocked');
        }) as never,
      }),
    },
  ];
  it.each(failures)('?inspect=stately, $name: a warning, and the panel alone instead of a rejection', async ({ loadStately }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(devInspector({ search: '?inspect=stately', mountPanel: () => undefined, loadStately })).resolves.toBeTypeOf('function');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the app runs without it'), expect.any(Error));
  });

  it('a panel that fails to mount is a warning, never a rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mountPanel = () => Promise.reject(new Error('chunk failed'));
    await expect(devInspector({ search: '?inspect', mountPanel, loadStately: noStately })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the app runs without it'), expect.any(Error));
  });

  it('?inspect=stately hands events to the hosted inspector too', async () => {
    const next = vi.fn();
    const loadStately = async () => ({ createBrowserInspector: (() => ({ inspect: { next } })) as never });
    const inspect = await devInspector({ search: '?inspect=stately', mountPanel: () => undefined, loadStately });
    createActor(createMachine({ id: 'one' }), { ...(inspect ? { inspect } : {}) }).start();
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ type: '@xstate.actor' }));
  });
});
