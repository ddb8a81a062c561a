import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { partnerMachine } from './partner.machine';

/** Model-based coverage (@xstate/graph): every state and transition of the partner pages. */
const olymp = { id_H: 'partner-olymp', name: 'Олимп', benefit: null };
const prana = { id_H: 'partner-prana', name: 'Прана', benefit: null };
const failure = new ApiError({ kind: 'network', call: 'partner', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'LOGIN' },
  { type: 'RETRY' },
  { type: 'ACCEPT' },
  { type: 'DETACH' },
  { type: 'DETACH.CONFIRM' },
  { type: 'DETACH.CANCEL' },
  { type: 'xstate.done.actor.loadPartner', output: { partner: null, invitation: olymp } },
  { type: 'xstate.done.actor.loadPartner', output: { partner: olymp, invitation: prana } },
  { type: 'xstate.done.actor.loadPartner', output: { partner: null, invitation: null } },
  { type: 'xstate.error.actor.loadPartner', error: failure },
  { type: 'xstate.done.actor.confirm', output: { partner: olymp, invitation: olymp } },
  { type: 'xstate.error.actor.confirm', error: failure },
  { type: 'xstate.done.actor.detach', output: { partner: null } },
  { type: 'xstate.error.actor.detach', error: failure },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { partner: unknown; invitation: unknown; page: string; detached: boolean; loggedIn: boolean };
  return JSON.stringify([s.value, c.partner, c.invitation, c.page, c.detached]);
};

describe('model: partner machine', () => {
  it('reaches every state node and every event transition (logged in and not)', () => {
    const inside = coverage(partnerMachine, { events, serializeState, input: { code: 'olymp', page: 'invite', loggedIn: true } });
    const outside = coverage(partnerMachine, { events, serializeState, input: { code: 'olymp', page: 'invite', loggedIn: false } });
    // Transient (eventless) states are passed through, never rested in; the login state only without a client.
    expect([...inside.missingStates].sort()).toEqual(['deciding', 'loginNeeded', 'starting']);
    expect(inside.missingTransitions.filter((t) => !outside.covered.has(t))).toEqual([]);
    expect(outside.missingStates).not.toContain('loginNeeded');
  });
});
