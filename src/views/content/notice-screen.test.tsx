import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../api/schemas/notice';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { NoticeScreen } from './notice-screen';

useTestLocale('en');

const notices: Notice[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
  date: '2026-11-15T02:00:00.000Z',
}));

const items = () => within(screen.getByRole('list', { name: 'Notices' })).getAllByRole('listitem');
const pages = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .filter((l) => l?.startsWith('Page '));

describe('notice screen (SPEC §2, §9)', () => {
  it('shows 9 notices a page with page range 3 and margin 1', async () => {
    const user = userEvent.setup();
    render(<WithI18n><NoticeScreen notices={notices} /></WithI18n>);
    expect(items()).toHaveLength(9);
    expect(pages()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 6']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(items()[0]).toHaveTextContent('Notice 19');
    // Window 2–4; the one hidden page (5) is shown rather than a gap.
    expect(pages()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6']);
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    // 50 = 5 × 9 + 5.
    expect(items()).toHaveLength(5);
  });

  it('expands an item to its sanitised content and collapses it again', async () => {
    const user = userEvent.setup();
    render(<WithI18n><NoticeScreen notices={notices.slice(0, 3)} /></WithI18n>);
    const head = screen.getByRole('button', { name: /Notice 2/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Body 2')).toBeNull();
    await user.click(head);
    expect(await screen.findByText('Body 2')).toBeInTheDocument();
    await user.click(head);
    expect(screen.queryByText('Body 2')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
