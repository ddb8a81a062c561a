import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { cabinetRootMachine, type CabinetRootInput } from './cabinet-root.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the root view. */
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.tips', output: { tipped: true } },
  { type: 'xstate.done.actor.tips', output: { tipped: false } },
  { type: 'xstate.error.actor.tips', error: failure },
  { type: 'xstate.done.actor.autoTipsTemplate', output: true },
  { type: 'xstate.done.actor.autoTipsTemplate', output: false },
  { type: 'xstate.error.actor.autoTipsTemplate', error: failure },
  { type: 'AUTOTIPS.CLOSE' },
  { type: 'xstate.done.actor.onboarding' },
  { type: 'FILTERS.OPEN' },
  { type: 'FILTERS.CLOSE' },
];
const all: CabinetRootInput = { tipsModal: true, autoTips: true, filtersPanel: true, returnPath: '/dashboard' };

describe('model: cabinet root view', () => {
  it('reaches every state node and every event transition (everything on; the rates page on a phone)', () => {
    const on = coverage(cabinetRootMachine, { events, input: all });
    const off = coverage(cabinetRootMachine, { events, input: { ...all, tipsModal: false, filtersPanel: false } });
    // `deciding` is transient in both regions.
    expect(on.missingStates.filter((s) => off.missingStates.includes(s))).toEqual(['tips.deciding', 'filters.deciding']);
    expect(on.missingTransitions.filter((t) => off.missingTransitions.includes(t))).toEqual([]);
  });
});
