import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { chartSnapshot, makeBaseline } from '../../machines/graph/chart-diff';
import { generatePaths } from '../../machines/graph/paths';
import { chartTrace, pathRequirementIds } from '../../machines/graph/traceability';
import { createInspectionHub } from '../../machines/inspection';
import { loadCharts } from '../../machines/registry';
import FlowsPage from './flows-page';

beforeAll(() => useTestLocale('en'));
afterEach(() => vi.restoreAllMocks());

const charts = await loadCharts();
const login = charts.find((c) => c.id === 'login')!;

async function openLogin() {
  const user = userEvent.setup();
  render(
    <WithI18n>
      <FlowsPage hub={createInspectionHub()} />
    </WithI18n>,
  );
  await screen.findByRole('img', { name: /^State diagram of / }, { timeout: 15_000 });
  await user.click(within(screen.getByRole('navigation', { name: /Charts/ })).getByRole('button', { name: 'login' }));
  const svg = await screen.findByRole('img', { name: /^State diagram of login:/ }, { timeout: 15_000 });
  return { user, svg };
}

const pathsPanel = () => screen.getByRole('heading', { name: /^Generated paths \(/ }).closest('section')!;

describe('flow visualiser: requirements and baselines', () => {
  it('shows the requirements a chart names beside it and filters its paths by one', async () => {
    const { user } = await openLogin();
    const panel = screen.getByRole('heading', { name: /^Requirements \(/ }).closest('section')!;
    expect(within(within(panel).getByRole('list')).getByText('§4 Unregistered IP')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Login from an unregistered IP asks for extra verification.');

    const paths = generatePaths(login);
    const trace = chartTrace('login', login.machine);
    const expected = paths.filter((p) => pathRequirementIds(login, trace, p).includes('§8 Login failure')).map((p) => p.description);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(paths.length);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Show paths for requirement' }), '§8 Login failure');
    expect(screen.getByRole('heading', { name: `Generated paths (${expected.length} of ${paths.length})` })).toBeInTheDocument();
    expect(within(pathsPanel()).getAllByRole('button').map((b) => b.textContent)).toEqual(expected);

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Show paths for requirement' }), 'All paths');
    expect(within(pathsPanel()).getAllByRole('button')).toHaveLength(paths.length);
  });

  it('against a loaded baseline colours an added transition and state, lists removals, and exports the diff', async () => {
    const { user, svg } = await openLogin();
    // The baseline is today's login chart without its failure state (and the transitions into and out of it),
    // plus a state that no longer exists.
    const now = chartSnapshot(login);
    const old = {
      ...now,
      states: [...now.states.filter((s) => s.id !== 'login.failure'), { id: 'login.locked', type: 'atomic', initial: false, invokes: [], spec: [] }],
      transitions: now.transitions.filter((t) => t.source !== 'login.failure' && t.target !== 'login.failure'),
    };
    const added = now.transitions.filter((t) => t.source === 'login.failure' || t.target === 'login.failure');
    const file = new File([JSON.stringify(makeBaseline([old], 'release 1.4'))], 'baseline.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Load baseline'), file);

    const diff = await screen.findByRole('heading', { name: /^Changes since the baseline/ });
    const panel = diff.closest('section')!;
    expect(panel).toHaveTextContent('Baseline: release 1.4');
    expect(within(panel).getByText('login.failure').closest('li')).toHaveClass('flows__diff--added');
    expect(within(panel).getByText('login.locked').closest('li')).toHaveTextContent('Removed: login.locked');
    for (const t of added) expect(within(panel).getByText(t.key).closest('li')).toHaveTextContent(`Added: ${t.key}`);

    expect(svg.querySelector('[data-state="login.failure"]')).toHaveAttribute('data-diff', 'added');
    const marked = [...svg.querySelectorAll('[data-transition][data-diff="added"]')].map((g) => g.getAttribute('data-transition'));
    expect(marked.length).toBe(added.length);
    expect(svg.querySelector('[data-state="login.form"]')).not.toHaveAttribute('data-diff');

    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), `blob:${blobs.length}`));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(within(panel).getByRole('button', { name: 'Download diff' }));
    expect(names).toEqual(['login.diff.json']);
    const exported = JSON.parse(await blobs[0]!.text());
    expect(exported.baseline).toBe('release 1.4');
    expect(exported.transitions.added.map((t: { key: string }) => t.key)).toEqual(added.map((t) => t.key));
    expect(exported.states.removed.map((s: { id: string }) => s.id)).toEqual(['login.locked']);

    await user.click(screen.getByRole('button', { name: 'Stop comparing' }));
    expect(screen.queryByRole('heading', { name: /^Changes since the baseline/ })).not.toBeInTheDocument();
    expect(svg.querySelectorAll('[data-diff]')).toHaveLength(0);
  });

  it('refuses a file that is not a baseline, saying so', async () => {
    const { user } = await openLogin();
    await user.upload(screen.getByLabelText('Load baseline'), new File(['{"charts":[]}'], 'other.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a flows baseline');
    expect(screen.queryByRole('heading', { name: /^Changes since the baseline/ })).not.toBeInTheDocument();
  });
});
