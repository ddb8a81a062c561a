import { connectQuestionnaire } from '@mealflow/sdk';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import { Questionnaire } from './Questionnaire';

/**
 * The questionnaire block of the poll landing (business product 'poll'): its own actor, resumed
 * from the link's `sessionId` or the stored session.
 */
export default function QuestionnaireBlock() {
  const search = useSearch();
  const sessionId = useMemo(() => new URLSearchParams(search).get('sessionId') ?? undefined, [search]);
  const actor = useScreenActor('questionnaire', { sessionId });
  const view = useConnect(actor, connectQuestionnaire);
  return <Questionnaire view={view} />;
}
