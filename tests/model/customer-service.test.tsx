import { expect } from 'vitest';
import { customerServiceModel } from '../../src/machines/customer-service/customer-service.model';
import type { CustomerServiceActor } from '../../src/machines/customer-service/use-customer-service';
import { CustomerServiceControlView } from '../../src/views/system/customer-service-control';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

const BLOCKED = 'Popup blocked, allow popups and try again';
const FAILED = 'Customer service cannot be reached right now, please try again later';

/** What the button's place says: nothing, or one alert. */
const says =
  (alert: string | null) =>
  ({ screen }: { screen: typeof import('@testing-library/react').screen }) => {
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeEnabled();
    if (alert === null) expect(screen.queryByRole('alert')).toBeNull();
    else expect(screen.getByRole('alert')).toHaveTextContent(alert);
  };

describeModel({
  model: customerServiceModel,
  render: (actor) => (
    <WithI18n>
      <CustomerServiceControlView actor={actor as CustomerServiceActor} label="Customer service" buttonClass="side-bar__item" noteClass="side-bar__note" />
    </WithI18n>
  ),
  states: {
    idle: says(null),
    // While the window opens, what an earlier press said is gone.
    opening: says(null),
    opened: says(null),
    blocked: says(BLOCKED),
    failed: says(FAILED),
  },
  absent: { opening: [BLOCKED, FAILED], opened: [BLOCKED, FAILED], blocked: [FAILED], failed: [BLOCKED] },
  controls: {
    idle: ['button:Customer service'],
    opening: ['button:Customer service'],
    opened: ['button:Customer service'],
    blocked: ['button:Customer service'],
    failed: ['button:Customer service'],
  },
  exec: {
    'cs.open': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Customer service' })),
  },
});
