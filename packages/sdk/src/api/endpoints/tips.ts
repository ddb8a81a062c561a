import { call, effect, type NoInput, REPLAY_CREATE } from './declare';
import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { TipTemplateResponse, TipTemplatesResponse, type CreateTipTemplateRequest } from '../schemas/tips';

export const tips = {
  templates: call<NoInput, TipTemplatesResponse>('GET tips/templates', TipTemplatesResponse),
  /** Creates an auto-tip template (tips are then charged automatically). Ours: `replay` (the same key answers with the first template). */
  createTemplate: effect<CreateTipTemplateRequest, TipTemplateResponse>('POST tips/templates', TipTemplateResponse, REPLAY_CREATE),
  deleteTemplate: defineEndpoint<{ id: string }, SuccessResponse>({
    name: 'tips/templates/delete',
    method: 'DELETE',
    path: (input) => `tips/templates/${encodeURIComponent(input.id)}`,
    query: () => ({}),
    response: SuccessResponse,
  }),
} as const;
