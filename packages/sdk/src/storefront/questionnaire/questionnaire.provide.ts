import { questionnaire } from '../../api/endpoints/questionnaire';
import { QUESTIONNAIRE_SUB_PLATFORM_ID } from '../../domain/constants';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { questionnaireLogic } from './questionnaire.machine';
import { newSessionId, QUESTIONNAIRE_SESSION_KEY } from './questionnaire.rules';
import type { QuestionnaireMachine } from './questionnaire.machine';

/**
 * Binds the questionnaire to its v1_1 calls. The session id: the input's, else the stored one,
 * else a new one — stored before the first call, so a reload resumes the same session.
 */
export function provideQuestionnaire(deps: MealflowDeps): QuestionnaireMachine {
  const { api, ports } = deps;
  return questionnaireLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        // A UUID where the platform has one (a seeded Math.random, as in test runners, repeats itself).
        const fresh = () =>
          globalThis.crypto?.randomUUID ? `q-${globalThis.crypto.randomUUID()}` : newSessionId(ports.clock.now(), Math.random());
        const sessionId = input.sessionId ?? ports.storage.get(QUESTIONNAIRE_SESSION_KEY) ?? fresh();
        ports.storage.set(QUESTIONNAIRE_SESSION_KEY, sessionId);
        const r = await api.call(questionnaire.render, { sessionId }, { signal });
        return { sessionId: r.sessionId, questions: r.questions, answers: r.answers, finished: r.status === 'finished' };
      }),
      saveAnswer: fromCall(async ({ input, signal }) => {
        await api.call(
          questionnaire.saveAnswer,
          {
            sessionId: input.sessionId,
            questionId: input.questionId,
            payload: { value: input.value },
            marketingSubPlatformId: QUESTIONNAIRE_SUB_PLATFORM_ID,
          },
          { signal },
        );
      }),
      finish: fromCall(async ({ input, signal }) => {
        await api.call(questionnaire.updateStatus, { sessionId: input.sessionId, status: 'finished' }, { signal });
        return api.call(questionnaire.finalScreen, { sessionId: input.sessionId }, { signal });
      }),
      saveMethod: fromCall(async ({ input, signal }) => {
        await api.call(questionnaire.saveCommunicationMethod, { sessionId: input.sessionId, type: input.method }, { signal });
      }),
    },
  });
}
