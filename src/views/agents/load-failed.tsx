import { useLingui } from '@lingui/react/macro';
import { agentErrorText } from './agent-messages';

/** A load that did not arrive or was refused: the translated reason and a retry. */
export function AgentLoadFailed({ errorKey, onRetry }: { errorKey: string | null; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="data-failed" role="alert">
      <p>{agentErrorText(i18n, errorKey)}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
