import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { FINAL_SCREEN_FIXTURE, QUESTIONS_FIXTURE } from './questionnaire.fixtures';
import { questionnaireMachine } from './questionnaire.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the questionnaire machine. */
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.load', output: { sessionId: 's', questions: QUESTIONS_FIXTURE, answers: {}, finished: false } },
  { type: 'xstate.done.actor.load', output: { sessionId: 's', questions: QUESTIONS_FIXTURE, answers: {}, finished: true } },
  { type: 'xstate.error.actor.load', error: failure('questionnaire/render') },
  { type: 'CHANGE', value: ['a'] },
  { type: 'CHANGE', value: [] },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.saveAnswer' },
  { type: 'xstate.error.actor.saveAnswer', error: failure('questionnaire/save-answer') },
  { type: 'xstate.done.actor.finish', output: FINAL_SCREEN_FIXTURE },
  { type: 'xstate.error.actor.finish', error: failure('questionnaire/final-screen') },
  { type: 'CHOOSE_METHOD', method: 'phone' },
  { type: 'xstate.done.actor.saveMethod' },
  { type: 'xstate.error.actor.saveMethod', error: failure('questionnaire/save-communication-method') },
];

describe('model: questionnaire machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(questionnaireMachine, {
      events,
      input: {},
      serializeState: (s) => JSON.stringify([s.value, (s.context as { index: number }).index, (s.context as { draft?: unknown }).draft]),
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
