import { useLingui } from '@lingui/react/macro';
import { type CustomerServiceActor, useCustomerService, useCustomerServiceActor } from '../../machines/customer-service/use-customer-service';

interface ControlProps {
  /** The button's words where it is offered ("Customer service", "Contact Us"…). */
  label: string;
  buttonClass: string;
  noteClass?: string;
}

/** The customer-service button and what a press that did not open the window says, with its own chart. */
export function CustomerServiceControl(props: ControlProps) {
  return <CustomerServiceControlView actor={useCustomerServiceActor()} {...props} />;
}

/** The same, drawn from a given chart. */
export function CustomerServiceControlView({ actor, label, buttonClass, noteClass }: ControlProps & { actor: CustomerServiceActor }) {
  const { t } = useLingui();
  const cs = useCustomerService(actor);
  return (
    <>
      <button type="button" className={buttonClass} onClick={cs.open}>
        {label}
      </button>
      {cs.blocked && (
        <p role="alert" className={noteClass}>
          {t`Popup blocked, allow popups and try again`}
        </p>
      )}
      {cs.failed && (
        <p role="alert" className={noteClass}>
          {t`Customer service cannot be reached right now, please try again later`}
        </p>
      )}
    </>
  );
}
