import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { countWords } from '../../api/schemas/content';
import { useAppDeps } from '../app-deps';
import type { feedbackMachine } from './feedback.machine';
import { createFeedbackLogic } from './feedback.runtime';
import type { FeedbackCategory } from './feedback.types';

export type FeedbackActor = ActorRefFrom<typeof feedbackMachine>;

export function useFeedbackActor(onSent: () => void): FeedbackActor {
  const { api } = useAppDeps();
  const latest = useRef(onSent);
  latest.current = onSent;
  const [logic] = useState(() => createFeedbackLogic({ api, onSent: () => latest.current() }));
  return useActorRef(logic);
}

export type FeedbackStep = 'editing' | 'submitting' | 'failed' | 'throttled' | 'sent';

export function useFeedback(actor: FeedbackActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as FeedbackStep);
  const intents = useMemo(
    () => ({
      category: (value: FeedbackCategory | '') => actor.send({ type: 'feedback.category', value }),
      content: (value: string) => actor.send({ type: 'feedback.content', value }),
      submit: () => actor.send({ type: 'feedback.submit' }),
      retry: () => actor.send({ type: 'feedback.retry' }),
      edit: () => actor.send({ type: 'feedback.edit' }),
      another: () => actor.send({ type: 'feedback.another' }),
    }),
    [actor],
  );
  return { context, step, words: countWords(context.content), ...intents };
}
