import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import type { Answer, CommunicationMethod, FinalScreenResponse } from '../../api/schemas/questionnaire';
import { answerProblem, firstUnanswered, normaliseAnswer, QUESTIONNAIRE_TEXTS } from './questionnaire.rules';
import type { QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput, QuestionnaireLoaded } from './questionnaire.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { QuestionnaireStateValue } from '../../machine-states';

/**
 * The questionnaire (personal-cabinet §3, §7 Questionnaire v1_1): `loading` (render the session's
 * questions and answers; a new visitor gets a new session, kept so a reload resumes it) →
 * `answering` the first unanswered question (CHANGE the draft, NEXT validates then `saving` it with
 * marketingSubPlatformId 7, BACK to the previous one) → after the last, `finishing`
 * (update-status, then the final screen) → `final`, where the visitor may choose how to be
 * contacted (`savingMethod`). Each failure says what failed in Russian and keeps every answer.
 */

export type { QuestionnaireContext, QuestionnaireEvent, QuestionnaireInput } from './questionnaire.types';

const reject = (name: string) => () =>
  Promise.reject(new Error(`questionnaire: actor "${name}" is not provided (use provideQuestionnaire)`));

const current = (context: QuestionnaireContext) => context.questions[context.index];

const questionnaireSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as QuestionnaireContext, events: {} as QuestionnaireEvent, input: {} as QuestionnaireInput },
  actors: {
    load: fromPromise<QuestionnaireLoaded, { sessionId: string | undefined }>(reject('load')),
    saveAnswer: fromPromise<void, { sessionId: string; questionId: string; value: Answer }>(reject('saveAnswer')),
    finish: fromPromise<FinalScreenResponse, { sessionId: string }>(reject('finish')),
    saveMethod: fromPromise<void, { sessionId: string; method: CommunicationMethod }>(reject('saveMethod')),
  },
  guards: {
    draftValid: ({ context }) => {
      const question = current(context);
      return question !== undefined && answerProblem(question, context.draft) === undefined;
    },
    /** The loaded session has nothing left to answer (guards run before the transition's actions). */
    loadedAllAnswered: (_, params: { loaded: QuestionnaireLoaded }) =>
      params.loaded.finished || firstUnanswered(params.loaded.questions, params.loaded.answers) >= params.loaded.questions.length,
    isLastQuestion: ({ context }) => context.index + 1 >= context.questions.length,
    hasPrevious: ({ context }) => context.index > 0,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: QuestionnaireLoaded }) => {
      const { questions, answers, sessionId, finished } = params.loaded;
      const index = finished ? questions.length : firstUnanswered(questions, answers);
      return { sessionId, questions, answers, index, draft: questions[index] ? answers[questions[index].id] : undefined, error: undefined };
    }),
    setDraft: assign((_, params: { value: Answer }) => ({ draft: params.value, problem: undefined })),
    showProblem: assign(({ context }) => {
      const question = current(context);
      return { problem: question ? answerProblem(question, context.draft) : undefined };
    }),
    keepAnswer: assign(({ context }) => {
      const question = current(context);
      if (!question) return {};
      const answers = { ...context.answers, [question.id]: normaliseAnswer(question, context.draft) };
      const index = context.index + 1;
      return { answers, index, draft: context.questions[index] ? answers[context.questions[index].id] : undefined, error: undefined };
    }),
    goBack: assign(({ context }) => {
      const index = context.index - 1;
      const question = context.questions[index];
      return { index, draft: question ? context.answers[question.id] : undefined, problem: undefined, error: undefined };
    }),
    setError: assign((_, params: { error: unknown; fallback: string }) => ({ error: errorText(params.error, params.fallback) })),
    setFinal: assign((_, params: { final: FinalScreenResponse }) => ({ final: params.final, error: undefined })),
    setMethod: assign((_, params: { method: CommunicationMethod }) => ({ method: params.method, methodError: undefined })),
    setMethodError: assign(() => ({ methodError: QUESTIONNAIRE_TEXTS.methodFailed })),
  },
});

/** loading → ready, or loadError with RETRY (`shared/loadable.ts`). */
const questionnaireLoading = /*#__PURE__*/ loadable(
  questionnaireSetup,
  {
    id: 'load',
    src: 'load',
    input: ({ context }) => ({ sessionId: context.sessionId }),
    onDone: [
      {
        guard: { type: 'loadedAllAnswered', params: ({ event }) => ({ loaded: event.output }) },
        target: 'finishing',
        actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
      },
      { target: 'answering', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
    ],
    onError: {
      target: 'loadError',
      actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: QUESTIONNAIRE_TEXTS.loadFailed }) },
    },
  },
  { error: 'loadError' },
);

export const questionnaireLogic = /*#__PURE__*/ questionnaireSetup.createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    questions: [],
    answers: {},
    index: 0,
    draft: undefined,
    problem: undefined,
    error: undefined,
    final: undefined,
    method: undefined,
    methodError: undefined,
  }),
  initial: 'loading',
  states: {
    ...questionnaireLoading,
    answering: {
      on: {
        CHANGE: { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
        NEXT: [{ guard: 'draftValid', target: 'saving' }, { actions: 'showProblem' }],
        BACK: { guard: 'hasPrevious', actions: 'goBack' },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => {
          const question = current(context);
          return {
            sessionId: context.sessionId ?? '',
            questionId: question?.id ?? '',
            value: question ? normaliseAnswer(question, context.draft) : '',
          };
        },
        onDone: [
          { guard: 'isLastQuestion', target: 'finishing', actions: 'keepAnswer' },
          { target: 'answering', actions: 'keepAnswer' },
        ],
        onError: {
          target: 'answering',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: QUESTIONNAIRE_TEXTS.saveFailed }) },
        },
      },
    },
    finishing: {
      invoke: {
        id: 'finish',
        src: 'finish',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'final', actions: { type: 'setFinal', params: ({ event }) => ({ final: event.output }) } },
        onError: {
          target: 'finishError',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: QUESTIONNAIRE_TEXTS.finishFailed }) },
        },
      },
    },
    finishError: { on: { RETRY: 'finishing' } },
    final: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            CHOOSE_METHOD: { target: 'savingMethod', actions: { type: 'setMethod', params: ({ event }) => ({ method: event.method }) } },
          },
        },
        savingMethod: {
          tags: ['submitting'],
          invoke: {
            id: 'saveMethod',
            src: 'saveMethod',
            input: ({ context }) => ({ sessionId: context.sessionId ?? '', method: context.method ?? 'phone' }),
            onDone: 'saved',
            onError: { target: 'choosing', actions: 'setMethodError' },
          },
        },
        saved: { tags: ['done'] },
      },
    },
  },
});

/** The questionnaire machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface QuestionnaireMachine extends PublicMachine<
  QuestionnaireContext,
  QuestionnaireEvent,
  QuestionnaireStateValue,
  { input: QuestionnaireInput }
> {}
export const questionnaireMachine: QuestionnaireMachine = questionnaireLogic;
