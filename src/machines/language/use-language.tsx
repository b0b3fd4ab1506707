import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Locale } from '../../i18n';
import type { languageMachine } from './language.machine';

export type LanguageActor = ActorRefFrom<typeof languageMachine>;

const Ctx = createContext<LanguageActor | null>(null);

export function LanguageProvider({ actor, children }: { actor: LanguageActor; children: ReactNode }) {
  return <Ctx.Provider value={actor}>{children}</Ctx.Provider>;
}

export function useLanguageActor(): LanguageActor {
  const actor = useContext(Ctx);
  if (!actor) throw new Error('useLanguage needs <LanguageProvider>');
  return actor;
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
      configure: (next: readonly Locale[]) => actor.send({ type: 'language.configure', available: next }),
    }),
    [actor],
  );
  return { locale, pending, available, loading, errorKey, ...intents };
}
