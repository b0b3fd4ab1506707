import { act } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { resourceMachine } from '../../src/machines/resource/resource.machine';
import { resourceModel } from '../../src/machines/resource/resource.model';
import { useResourceView } from '../../src/machines/resource/use-resource';
import { DataView } from '../../src/views/common/data-states';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

function Bound({ actor }: { actor: ActorRefFrom<typeof resourceMachine> }) {
  const resource = useResourceView<{ text: string }>(actor);
  return <DataView resource={resource}>{(data) => <p>{data.text}</p>}</DataView>;
}

describeModel({
  model: resourceModel,
  render: (actor) => (
    <WithI18n>
      <Bound actor={actor as ActorRefFrom<typeof resourceMachine>} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen, snapshot }) => {
      // A reload keeps the data on screen; a first load shows the spinner.
      if (snapshot.context.data) expect(screen.getByText('Help article')).toBeInTheDocument();
      else expect(screen.getByRole('status')).toHaveTextContent('Loading');
    },
    loaded: ({ screen }) => {
      expect(screen.getByText('Help article')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The page took longer to load, check your network');
    },
  },
  controls: {
    loading: [],
    failed: ['button:Try again'],
    loaded: [],
  },
  exec: {
    'resource.retry': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'resource.reload': async (e, { actor }) => {
      // Sent by the hook when the query or language changes.
      await act(async () => actor.send(e));
    },
  },
});
