import type { HttpHandler } from 'msw';
import { fail, ok, route, type Sandbox } from '../route';
import type { SandboxStore } from '../store';
import { FINAL_SCREEN, QUESTIONS } from '../seed/questionnaire';

interface Session {
  answers: Record<string, string | string[]>;
  status: 'new' | 'in_progress' | 'finished';
  method?: string;
}

/** Sessions by id, per sandbox store (ids are unique per visitor, so they outlive a reset harmlessly). */
const sessions = new WeakMap<SandboxStore, Map<string, Session>>();
const sessionsOf = (store: SandboxStore) => {
  let map = sessions.get(store);
  if (!map) sessions.set(store, (map = new Map()));
  return map;
};

const SUB_PLATFORM_ID = 7;

/** `questionnaire/*` (personal-cabinet §7 Questionnaire v1_1; README "Questionnaire"). */
export function questionnaireHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  const session = (id: string): Session => {
    const map = sessionsOf(store);
    let found = map.get(id);
    if (!found) map.set(id, (found = { answers: {}, status: 'new' }));
    return found;
  };
  return [
    route(sandbox, 'GET', 'questionnaire/render', ({ query }) => {
      const id = query.get('sessionId');
      if (!id) return fail(400, ['sessionId is required']);
      const s = session(id);
      return ok({ sessionId: id, questions: QUESTIONS, answers: s.answers, status: s.status });
    }),
    route(sandbox, 'POST', 'questionnaire/save-answer', ({ body }) => {
      const id = String(body['sessionId'] ?? '');
      const question = QUESTIONS.find((q) => q.id === body['questionId']);
      const value = (body['payload'] as { value?: unknown } | undefined)?.value;
      if (!id || !question) return fail(400, ['Unknown question']);
      if (body['marketingSubPlatformId'] !== SUB_PLATFORM_ID) return fail(400, ['marketingSubPlatformId must be 7']);
      const valid =
        question.kind === 'text'
          ? typeof value === 'string' && value.length <= (question.maxLength ?? 1000)
          : Array.isArray(value) &&
            value.every((v) => question.options.some((o) => o.id === v)) &&
            (question.kind === 'multiple' || value.length <= 1);
      if (!valid) return fail(400, ['Ответ не подходит к вопросу']);
      const s = session(id);
      s.answers[question.id] = value as string | string[];
      s.status = 'in_progress';
      store.count(`questionnaireAnswers:${id}`);
      return ok();
    }),
    route(sandbox, 'POST', 'questionnaire/update-status', ({ body }) => {
      const s = session(String(body['sessionId'] ?? ''));
      s.status = 'finished';
      return ok();
    }),
    route(sandbox, 'GET', 'questionnaire/final-screen', ({ query }) => {
      const s = session(query.get('sessionId') ?? '');
      if (s.status !== 'finished') return fail(400, ['Questionnaire is not finished']);
      return ok({ ...FINAL_SCREEN, communicationMethods: [...FINAL_SCREEN.communicationMethods] });
    }),
    route(sandbox, 'POST', 'questionnaire/save-communication-method', ({ body }) => {
      const s = session(String(body['sessionId'] ?? ''));
      const type = String(body['type'] ?? '');
      if (!FINAL_SCREEN.communicationMethods.includes(type as never)) return fail(400, ['Unknown communication method']);
      s.method = type;
      return ok();
    }),
  ];
}
