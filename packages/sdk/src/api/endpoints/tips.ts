import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import { SuccessResponse } from '../schemas/common';
import { TipTemplateResponse, TipTemplatesResponse, type CreateTipTemplateRequest } from '../schemas/tips';

export const tips = {
  templates: defineEndpoint<Record<string, never>, TipTemplatesResponse>({
    name: 'tips/templates',
    method: 'GET',
    path: 'tips/templates',
    response: TipTemplatesResponse,
  }),
  /** Creates an auto-tip template (tips are then charged automatically). Ours: `replay` (the same key answers with the first template). */
  createTemplate: defineEffect<CreateTipTemplateRequest, TipTemplateResponse>({
    name: 'tips/templates',
    method: 'POST',
    path: 'tips/templates',
    response: TipTemplateResponse,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  deleteTemplate: defineEndpoint<{ id: string }, SuccessResponse>({
    name: 'tips/templates/delete',
    method: 'DELETE',
    path: (input) => `tips/templates/${encodeURIComponent(input.id)}`,
    query: () => ({}),
    response: SuccessResponse,
  }),
} as const;
