import type { Answer, CommunicationMethod, FinalScreenResponse, Question } from '../../api/schemas/questionnaire';

export interface QuestionnaireInput {
  /** A session to resume (a link's `sessionId`); otherwise the stored one, or a new one. */
  readonly sessionId?: string | undefined;
}

export interface QuestionnaireLoaded {
  readonly sessionId: string;
  readonly questions: Question[];
  readonly answers: Record<string, Answer>;
  readonly finished: boolean;
}

export interface QuestionnaireContext {
  sessionId: string | undefined;
  questions: Question[];
  answers: Record<string, Answer>;
  /** The question on screen. */
  index: number;
  /** What the visitor has chosen or typed on this question, not yet sent. */
  draft: Answer | undefined;
  /** The draft's problem, shown after NEXT. */
  problem: string | undefined;
  /** A load, save or finish failure (Russian). */
  error: string | undefined;
  final: FinalScreenResponse | undefined;
  method: CommunicationMethod | undefined;
  methodError: string | undefined;
}

export type QuestionnaireEvent =
  | { type: 'CHANGE'; value: Answer }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CHOOSE_METHOD'; method: CommunicationMethod };
