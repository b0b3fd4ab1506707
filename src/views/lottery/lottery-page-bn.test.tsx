import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { sscDetail, sscGame, sscHistory } from './lottery.fixtures';

// Its own file: the page's chunk must load here for the first time, in Bengali.
describe('/lottery in Bengali (the default language)', () => {
  it('the lottery catalog part is loaded with the page, before it first renders', async () => {
    const now = Date.now();
    await renderApp({ path: '/lottery?game=SSC1', locale: 'bn', responses: { lotteryMenu: { list: [sscGame(now)] }, lotteryGame: sscDetail(now), lotteryDraws: sscHistory(now) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'লটারি' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'বাজির স্লিপ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাজি ধরুন' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'বিক্রি বন্ধ হতে বাকি' })).toBeInTheDocument();
  });
});
