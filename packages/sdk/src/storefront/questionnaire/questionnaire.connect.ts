import type { SnapshotFrom } from 'xstate';
import type { CommunicationMethod, QuestionKind } from '../../api/schemas/questionnaire';
import type { questionnaireMachine } from './questionnaire.machine';
import type { QuestionnaireEvent } from './questionnaire.types';
import { loadStatus } from '../../shared/loadable';
import { shownState } from '../../shared/shown-state';

export type QuestionnaireSnapshot = SnapshotFrom<typeof questionnaireMachine>;

export const QUESTIONNAIRE_VIEW_TEXTS = {
  title: 'Подберём питание под вас',
  loading: 'Загружаем вопросы…',
  progress: (n: number, total: number) => `Вопрос ${n} из ${total}`,
  next: 'Далее',
  finish: 'Завершить',
  back: 'Назад',
  retry: 'Повторить',
  finishing: 'Подводим итоги…',
  promocode: 'Ваш промокод',
  contactTitle: 'Как с вами связаться?',
  contactSaved: (label: string) => `Спасибо! Свяжемся с вами: ${label}`,
  left: (n: number) => `Осталось символов: ${n}`,
};

const METHOD_LABELS: Record<CommunicationMethod, string> = {
  phone: 'по телефону',
  telegram: 'в Telegram',
  whatsapp: 'в WhatsApp',
  email: 'по электронной почте',
};

export interface QuestionView {
  id: string;
  kind: QuestionKind;
  title: string;
  hint: string | undefined;
  options: Array<{ id: string; text: string; checked: boolean }>;
  text: string;
  maxLength: number | undefined;
  leftText: string | undefined;
}

export interface QuestionnaireView {
  status: 'loading' | 'loadError' | 'question' | 'finishing' | 'finishError' | 'final';
  progress: string | undefined;
  question: QuestionView | undefined;
  problem: string | undefined;
  error: string | undefined;
  saving: boolean;
  canGoBack: boolean;
  nextLabel: string;
  final:
    | {
        title: string;
        text: string;
        promocode: string | undefined;
        methods: Array<{ method: CommunicationMethod; label: string }>;
        savedText: string | undefined;
        savingMethod: boolean;
        methodError: string | undefined;
      }
    | undefined;
}

export interface QuestionnaireHandlers {
  /** A single-choice question: this option. */
  choose: (optionId: string) => void;
  /** A multiple-choice question: this option on or off. */
  toggle: (optionId: string) => void;
  type: (text: string) => void;
  next: () => void;
  back: () => void;
  retry: () => void;
  chooseMethod: (method: CommunicationMethod) => void;
}

/** What each state after the load shows (\`shownState\`; the rest is the final page). */
const STATUS = [
  ['answering', 'question'],
  ['saving', 'question'],
  ['finishing', 'finishing'],
  ['finishError', 'finishError'],
] as const;

export function questionnaireView(snapshot: QuestionnaireSnapshot): QuestionnaireView {
  const { questions, index, draft, problem, error, final, method, methodError } = snapshot.context;
  const question = questions[index];
  const ids = Array.isArray(draft) ? draft : [];
  const text = typeof draft === 'string' ? draft : '';
  const load = loadStatus(snapshot);
  const status: QuestionnaireView['status'] =
    load === 'loading' ? 'loading' : load === 'error' ? 'loadError' : shownState(snapshot, STATUS, 'final');
  const answering = status === 'question';
  return {
    status,
    progress: answering ? QUESTIONNAIRE_VIEW_TEXTS.progress(index + 1, questions.length) : undefined,
    question:
      answering && question
        ? {
            id: question.id,
            kind: question.kind,
            title: question.title,
            hint: question.hint ?? undefined,
            options: question.options.map((o) => ({ ...o, checked: ids.includes(o.id) })),
            text,
            maxLength: question.maxLength ?? undefined,
            leftText: question.maxLength ? QUESTIONNAIRE_VIEW_TEXTS.left(Math.max(0, question.maxLength - text.length)) : undefined,
          }
        : undefined,
    problem,
    error,
    saving: snapshot.hasTag('saving'),
    canGoBack: answering && index > 0,
    nextLabel: index === questions.length - 1 ? QUESTIONNAIRE_VIEW_TEXTS.finish : QUESTIONNAIRE_VIEW_TEXTS.next,
    final: final
      ? {
          title: final.title,
          text: final.text,
          promocode: final.promocode ?? undefined,
          methods: final.communicationMethods.map((m) => ({ method: m, label: METHOD_LABELS[m] })),
          savedText: snapshot.hasTag('done') && method ? QUESTIONNAIRE_VIEW_TEXTS.contactSaved(METHOD_LABELS[method]) : undefined,
          savingMethod: snapshot.hasTag('submitting'),
          methodError,
        }
      : undefined,
  };
}

export function connectQuestionnaire(
  snapshot: QuestionnaireSnapshot,
  send: (event: QuestionnaireEvent) => void,
): QuestionnaireView & QuestionnaireHandlers {
  const draft = snapshot.context.draft;
  const ids = Array.isArray(draft) ? draft : [];
  return {
    ...questionnaireView(snapshot),
    choose: (optionId) => send({ type: 'CHANGE', value: [optionId] }),
    toggle: (optionId) =>
      send({ type: 'CHANGE', value: ids.includes(optionId) ? ids.filter((id) => id !== optionId) : [...ids, optionId] }),
    type: (text) => send({ type: 'CHANGE', value: text }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    retry: () => send({ type: 'RETRY' }),
    chooseMethod: (method) => send({ type: 'CHOOSE_METHOD', method }),
  };
}
