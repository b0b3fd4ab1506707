import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { DataView } from '../../views/common/data-states';
import { AppDepsProvider, type AppDeps } from '../app-deps';
import { useApiResource } from './use-resource';

useTestLocale('en');

const notices = [{ id: 1, title: 'Welcome' }];

function Notices() {
  const resource = useApiResource('homeNotices');
  return (
    <DataView resource={resource}>
      {(data) => (
        <ul>
          {(data as unknown as typeof notices).map((n) => (
            <li key={n.id}>{n.title}</li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

const tree = (api: AppDeps['api']) => (
  <StrictMode>
    <WithI18n>
      <AppDepsProvider deps={{ api }}>
        <Notices />
      </AppDepsProvider>
    </WithI18n>
  </StrictMode>
);

describe('a read bound to a resource chart', () => {
  it('whose answer is already here draws it in the first render, and asks for nothing', () => {
    const call = vi.fn(() => new Promise<never>(() => {}));
    const peek = vi.fn(() => ({ value: notices }));
    render(tree({ call, peek } as never));
    // Synchronously after the first commit: no spinner was ever needed.
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('whose answer is already here is drawn by the server as the browser draws it', () => {
    const html = renderToString(tree({ call: () => new Promise<never>(() => {}), peek: () => ({ value: notices }) } as never));
    expect(html).toContain('<li>Welcome</li>');
    expect(html).not.toContain('role="status"');
  });

  it('whose answer is not here shows the spinner and asks', async () => {
    const call = vi.fn(async () => notices);
    render(tree({ call, peek: () => undefined } as never));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('homeNotices', expect.objectContaining({ query: undefined }));
  });
});
