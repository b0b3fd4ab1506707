import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QR } from '../../config/constants';
import { whitelabelWith } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { siteYear } from './site-footer';

describe('footer', () => {
  it('has the help menu, partner names and the copyright year', async () => {
    await renderApp();
    const footer = await screen.findByRole('contentinfo');
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(within(footer).getByText('Evolution')).toBeInTheDocument();
    expect(within(footer).getByText(`© ${siteYear()} Demo. All rights reserved.`)).toBeInTheDocument();
  });
});

describe('side bar', () => {
  it('expands to show customer service, social links and download QR codes at the side-bar size', async () => {
    const { user } = await renderApp();
    const aside = await screen.findByRole('complementary', { name: 'Quick links' });
    const toggle = within(aside).getByRole('button', { name: 'Quick links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).queryByRole('button', { name: 'Customer service' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(aside).getByRole('link', { name: 'Telegram support' })).toHaveAttribute('href', 'https://t.me/support');
    expect(within(aside).getByRole('link', { name: 'LINE' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    const ios = within(aside).getByRole('img', { name: 'QR code to download the iOS app' });
    const android = within(aside).getByRole('img', { name: 'QR code to download the Android app' });
    for (const img of [ios, android]) {
      expect(img).toHaveAttribute('width', String(QR.sideBarSize));
      expect(img).toHaveAttribute('height', String(QR.sideBarSize));
    }
    expect(QR.sideBarSize).toBe(80);
    expect(ios).toHaveAttribute('src', '/qr/ios.png');
  });

  it('leaves out social links and downloads the merchant does not have, keeping the points mall and VIP', async () => {
    const { user } = await renderApp({ whitelabel: whitelabelWith({ resources: [] }) });
    const aside = await screen.findByRole('complementary', { name: 'Quick links' });
    await user.click(within(aside).getByRole('button', { name: 'Quick links' }));
    // Only the site's own pages remain: the points mall and VIP.
    expect(within(aside).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/pointMall', '/vip']);
    expect(within(aside).queryByRole('img')).toBeNull();
  });

  it('customer service opens the configured window, and says so when popups are blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce({} as Window).mockReturnValueOnce(null);
    const { user } = await renderApp();
    const aside = await screen.findByRole('complementary', { name: 'Quick links' });
    await user.click(within(aside).getByRole('button', { name: 'Quick links' }));
    await user.click(within(aside).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('/helpmc', 'customer-service', expect.any(String));
    expect(within(aside).queryByRole('alert')).toBeNull();
    await user.click(within(aside).getByRole('button', { name: 'Customer service' }));
    expect(within(aside).getByRole('alert')).toHaveTextContent('Popup blocked, allow popups and try again');
    open.mockRestore();
  });
});
