import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { generatePaths } from '../../machines/graph/paths';
import { replayMachine } from '../../machines/graph/replay';
import { createInspectionHub } from '../../machines/inspection';
import { modalMachine } from '../../machines/modal/modal.machine';
import { chartEntries, loadCharts } from '../../machines/registry';
import { startRecording } from '../../machines/session-replay/recorder';
import FlowsPage from './flows-page';

beforeAll(() => useTestLocale('en'));

async function renderPage(hub = createInspectionHub()) {
  const user = userEvent.setup();
  render(
    <WithI18n>
      <FlowsPage hub={hub} />
    </WithI18n>,
  );
  await screen.findByRole('img', { name: /^State diagram of / }, { timeout: 15_000 });
  return { user, hub };
}

async function openChart(user: ReturnType<typeof userEvent.setup>, id: string) {
  await user.click(within(screen.getByRole('navigation', { name: /Charts/ })).getByRole('button', { name: id }));
  // ELK lays the chart out asynchronously; on a busy 2-core machine that can take seconds.
  return screen.findByRole('img', { name: new RegExp(`^State diagram of ${id}:`) }, { timeout: 15_000 });
}

const stateBox = (svg: Element, id: string) => svg.querySelector(`[data-state="${id}"]`)!;
const activeStates = (svg: Element) => [...svg.querySelectorAll('.fd-active')].map((n) => n.getAttribute('data-state'));

/** Captures what the export buttons hand to the browser's download. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => vi.restoreAllMocks());

describe('flow visualiser page', () => {
  it('lists every registered chart and draws the selected one as an accessible diagram', async () => {
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: /Charts/ });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(chartEntries.map((e) => e.id));

    const svg = await openChart(user, 'login');
    expect(screen.getByRole('heading', { level: 2, name: /login/ })).toBeInTheDocument();
    expect(stateBox(svg, 'login.form.editing')).toBeTruthy();
    expect(svg.querySelectorAll('[data-transition]').length).toBeGreaterThan(10);
    expect(svg.textContent).toContain('login.submit [formValid]');
    expect(svg.textContent).toContain('⟳ submitLogin');
  });

  it('says so when the charts cannot be loaded, and loads them again on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : loadCharts()));
    render(
      <WithI18n>
        <FlowsPage hub={createInspectionHub()} load={load} />
      </WithI18n>,
    );
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('navigation', { name: /Charts/ })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img', { name: /^State diagram of / }, { timeout: 15_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('replays a generated path step by step, moving the highlight and marking the transition taken', async () => {
    const { user } = await renderPage();
    const svg = await openChart(user, 'system-status');
    const model = (await loadCharts()).find((c) => c.id === 'system-status')!;
    const path = generatePaths(model)[0]!;
    const paths = screen.getByRole('heading', { name: /Generated paths/ }).closest('section')!;
    expect(within(paths).getAllByRole('listitem')).toHaveLength(generatePaths(model).length);

    await user.click(within(paths).getByRole('button', { name: path.description }));
    expect(activeStates(svg)).toEqual(['systemStatus', 'systemStatus.loading']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Start: loading');

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    const first = path.steps[0]!;
    expect(activeStates(svg)).toContain(`systemStatus.${first.value as string}`);
    expect(svg.querySelectorAll('.fd-taken').length).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(`^Step 1 of ${path.steps.length}:`))).toBeInTheDocument();

    // Keyboard: ← goes back from the replay controls.
    screen.getByRole('button', { name: 'Next step' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(activeStates(svg)).toEqual(['systemStatus', 'systemStatus.loading']);
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  });

  it('exports the chart as JSON for Stately’s editor and the diagram as SVG', async () => {
    const { user } = await renderPage();
    await openChart(user, 'system-status');
    const downloads = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Download JSON for Stately' }));
    const json = JSON.parse(await downloads.blobs[0]!.text());
    expect(downloads.names[0]).toBe('system-status.json');
    expect(json.id).toBe('systemStatus');
    expect(Object.keys(json.states)).toEqual(['loading', 'retrying', 'normal', 'maintenance', 'regionRestricted']);
    expect(json.states.retrying.on).toEqual({ 'system.retry': 'loading' });

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    const svg = await downloads.blobs[1]!.text();
    expect(downloads.names[1]).toBe('system-status.svg');
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('.fd-state{'); // self-contained styles
  });

  it('live mode lists the session’s actors with their state and events, and follows one on its chart', async () => {
    const hub = createInspectionHub();
    const actor = createActor(replayMachine(modalMachine), { inspect: hub.inspect }).start();
    const { user } = await renderPage(hub);
    act(() => actor.send({ type: 'modal.open', name: 'login' }));
    const live = screen.getByRole('heading', { name: 'Live actors' }).closest('section')!;
    expect(within(live).getByText('open')).toBeInTheDocument();
    expect(within(within(live).getByRole('list', { name: 'Last events of modal' })).getByText('modal.open')).toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Show modal on diagram' }));
    const svg = await screen.findByRole('img', { name: /^State diagram of modal:/ }, { timeout: 15_000 });
    expect(activeStates(svg)).toEqual(['modal', 'modal.open']);
    act(() => actor.send({ type: 'modal.closeAll' }));
    expect(activeStates(svg)).toEqual(['modal', 'modal.closed']);
    actor.stop();
  });

  it('live mode shows the charts an actor runs under it, each followable on its own chart (the app system)', async () => {
    const hub = createInspectionHub();
    const shell = setup({ actors: { modal: replayMachine(modalMachine) } }).createMachine({
      id: 'shell',
      invoke: { id: 'modal', src: 'modal' },
    });
    const actor = createActor(shell, { inspect: hub.inspect, systemId: 'app' }).start();
    const { user } = await renderPage(hub);
    act(() => actor.getSnapshot().children.modal!.send({ type: 'modal.open', name: 'login' }));
    const live = screen.getByRole('heading', { name: 'Live actors' }).closest('section')!;
    const children = within(live).getByRole('list', { name: 'Charts run by app' });
    expect(within(children).getByText('open')).toBeInTheDocument();
    await user.click(within(children).getByRole('button', { name: 'Show modal on diagram' }));
    const svg = await screen.findByRole('img', { name: /^State diagram of modal:/ }, { timeout: 15_000 });
    expect(activeStates(svg)).toEqual(['modal', 'modal.open']);
    actor.stop();
  });

  it('replays a recorded session on its chart: the states it was in and the transition each event took', async () => {
    // A real recording: the modal chart recorded by the hub, as a ?record=1 tab does.
    const recordedHub = createInspectionHub();
    const { recorder } = startRecording(recordedHub);
    const modal = createActor(replayMachine(modalMachine), { inspect: recordedHub.inspect, systemId: 'modal' }).start();
    modal.send({ type: 'modal.open', name: 'login' });
    modal.send({ type: 'modal.close' });
    modal.stop();
    const file = new File([JSON.stringify(recorder.recording('/'))], 'recording.json', { type: 'application/json' });

    const { user } = await renderPage();
    await user.upload(screen.getByLabelText('Load a recording'), file);
    await user.click(await screen.findByRole('button', { name: 'Replay modal' }));
    const svg = await screen.findByRole('img', { name: /^State diagram of modal:/ }, { timeout: 15_000 });
    const replay = screen.getByRole('group', { name: 'Replay of modal' });
    expect(within(replay).getByRole('status')).toHaveTextContent('Before the first event: closed');
    expect(activeStates(svg)).toEqual(['modal', 'modal.closed']);
    expect(svg.querySelectorAll('.fd-taken')).toHaveLength(0);

    await user.click(within(replay).getByRole('button', { name: 'Next event' }));
    expect(within(replay).getByRole('status')).toHaveTextContent('Event 1 of 2: modal.open name=login → open');
    expect(activeStates(svg)).toEqual(['modal', 'modal.open']);
    const taken = [...svg.querySelectorAll('[data-transition].fd-taken')].map((n) => n.getAttribute('data-transition'));
    expect(taken).toEqual(['modal.closed —modal.open→ #0']);

    await user.click(within(replay).getByRole('button', { name: 'Next event' }));
    expect(within(replay).getByRole('status')).toHaveTextContent('Event 2 of 2: modal.close → closed');
    expect(activeStates(svg)).toEqual(['modal', 'modal.closed']);
    expect(within(replay).getByRole('button', { name: 'Next event' })).toBeDisabled();
  });
});
