import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The questionnaire (personal-cabinet §3 Questionnaire: sessionId, questions, answers; §7
 * Questionnaire v1_1). The spec names the calls and those fields; the question and final-screen
 * shapes are ours (documented in packages/sandbox/README.md "Questionnaire").
 */
/** @internal */
export const QuestionKind = v.picklist(['single', 'multiple', 'text']);
export type QuestionKind = 'single' | 'multiple' | 'text';

/** @internal */
export const Question = v.object({
  id: v.string(),
  kind: QuestionKind,
  title: v.string(),
  hint: maybe(v.string()),
  options: v.optional(v.array(v.object({ id: v.string(), text: v.string() })), []),
  required: v.optional(v.boolean(), true),
  /** Free text: the longest answer accepted. */
  maxLength: maybe(v.number()),
});
/** @internal */
export interface QuestionSchema extends Named<typeof Question> {}
export interface Question {
  id: string;
  kind: QuestionKind;
  title: string;
  hint?: string | null | undefined;
  options: { id: string; text: string }[];
  required: boolean;
  /** Free text: the longest answer accepted. */
  maxLength?: number | null | undefined;
}

/** An answer: the chosen option ids (single and multiple) or the text. */
/** @internal */
export const Answer = v.union([v.array(v.string()), v.string()]);
export type Answer = string[] | string;

/** @internal */
export const QuestionnaireResponse = v.object({
  ...Envelope.entries,
  sessionId: v.string(),
  questions: v.array(Question as QuestionSchema),
  answers: v.optional(v.record(v.string(), Answer), {}),
  status: v.optional(v.picklist(['new', 'in_progress', 'finished']), 'new'),
});
export interface QuestionnaireResponse extends Envelope {
  sessionId: string;
  questions: Question[];
  answers: Record<string, Answer>;
  status: 'new' | 'in_progress' | 'finished';
}

export interface SaveAnswerRequest {
  sessionId: string;
  questionId: string;
  payload: { value: Answer };
  /** QUESTIONNAIRE_SUB_PLATFORM_ID (7). */
  marketingSubPlatformId: number;
}

/** @internal */
export const CommunicationMethod = v.picklist(['phone', 'telegram', 'whatsapp', 'email']);
export type CommunicationMethod = 'phone' | 'telegram' | 'whatsapp' | 'email';

/** @internal */
export const FinalScreenResponse = v.object({
  ...Envelope.entries,
  title: v.string(),
  text: v.string(),
  promocode: maybe(v.string()),
  communicationMethods: v.optional(v.array(CommunicationMethod), []),
});
export interface FinalScreenResponse extends Envelope {
  title: string;
  text: string;
  promocode?: string | null | undefined;
  communicationMethods: CommunicationMethod[];
}
