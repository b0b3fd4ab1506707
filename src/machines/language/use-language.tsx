import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Locale } from '../../i18n';
import { createRequiredContext } from '../required-context';
import type { languageMachine } from './language.machine';

export type LanguageActor = ActorRefFrom<typeof languageMachine>;

const [Provider, useLanguageActor] = createRequiredContext<LanguageActor>('useLanguage', 'LanguageProvider');
export { useLanguageActor };

export function LanguageProvider({ actor, children }: { actor: LanguageActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

export function useLanguage() {
  const actor = useLanguageActor();
  const locale = useSelector(actor, (s) => s.context.locale);
  const pending = useSelector(actor, (s) => s.context.pending);
  const available = useSelector(actor, (s) => s.context.available);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const intents = useMemo(
    () => ({
      select: (next: Locale) => actor.send({ type: 'language.select', locale: next }),
      retry: () => actor.send({ type: 'language.retry' }),
    }),
    [actor],
  );
  return { locale, pending, available, loading, errorKey, ...intents };
}

/**
 * The boot screen's view of the language chart: `stuck` while the very first catalog failed
 * (no language to show anything in yet), and the retry.
 */
export function useLanguageBoot() {
  const actor = useLanguageActor();
  const stuck = useSelector(actor, (s) => s.matches('failed') && s.context.locale === null);
  const retry = useMemo(() => () => actor.send({ type: 'language.retry' }), [actor]);
  return { stuck, retry };
}
