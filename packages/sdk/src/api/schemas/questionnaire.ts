import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * The questionnaire (personal-cabinet §3 Questionnaire: sessionId, questions, answers; §7
 * Questionnaire v1_1). The spec names the calls and those fields; the question and final-screen
 * shapes are ours (documented in packages/sandbox/README.md "Questionnaire").
 */
export const QuestionKind = v.picklist(['single', 'multiple', 'text']);
export type QuestionKind = v.InferOutput<typeof QuestionKind>;

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
export interface QuestionSchema extends Named<typeof Question> {}
export interface Question extends v.InferOutput<typeof Question> {}

/** An answer: the chosen option ids (single and multiple) or the text. */
export const Answer = v.union([v.array(v.string()), v.string()]);
export type Answer = v.InferOutput<typeof Answer>;

export const QuestionnaireResponse = v.object({
  ...envelope,
  sessionId: v.string(),
  questions: v.array(Question as QuestionSchema),
  answers: v.optional(v.record(v.string(), Answer), {}),
  status: v.optional(v.picklist(['new', 'in_progress', 'finished']), 'new'),
});
export interface QuestionnaireResponse extends v.InferOutput<typeof QuestionnaireResponse> {}

export interface SaveAnswerRequest {
  sessionId: string;
  questionId: string;
  payload: { value: Answer };
  /** QUESTIONNAIRE_SUB_PLATFORM_ID (7). */
  marketingSubPlatformId: number;
}

export const CommunicationMethod = v.picklist(['phone', 'telegram', 'whatsapp', 'email']);
export type CommunicationMethod = v.InferOutput<typeof CommunicationMethod>;

export const FinalScreenResponse = v.object({
  ...envelope,
  title: v.string(),
  text: v.string(),
  promocode: maybe(v.string()),
  communicationMethods: v.optional(v.array(CommunicationMethod), []),
});
export interface FinalScreenResponse extends v.InferOutput<typeof FinalScreenResponse> {}
