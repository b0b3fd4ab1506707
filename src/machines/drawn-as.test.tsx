import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { useSelectorDrawnAs } from './drawn-as';

const account = createMachine({ id: 'account', initial: 'member', states: { visitor: {}, member: { on: { out: 'visitor' } } } });

function Greeting({ actor }: { actor: ReturnType<typeof createActor<typeof account>> }) {
  const member = useSelectorDrawnAs(actor, (s) => s.matches('member'), () => false);
  return <p>{member ? 'Hello, member' : 'Log in'}</p>;
}

describe('useSelectorDrawnAs', () => {
  it("draws the server's value on the server and while the browser takes that drawing over, then the chart's own in the same element, with no hydration error", async () => {
    const actor = createActor(account).start();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting actor={actor} />);
    expect(container.textContent).toBe('Log in');
    const drawn = container.querySelector('p');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Greeting actor={actor} />, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Hello, member');
    expect(container.querySelector('p')).toBe(drawn);
    act(() => actor.send({ type: 'out' }));
    expect(container.textContent).toBe('Log in');
    act(() => root.unmount());
  });
});
