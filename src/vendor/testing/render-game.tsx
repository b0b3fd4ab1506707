import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { SessionResult } from '../api';
import { createVendorClient } from '../client';
import type { SiteLink } from '../parent';
import { PlayPage } from '../play-page';
import { emptyPage, sessionFor } from './fixtures';
import { type StubHandler, stubVendorApi } from './stub-api';
import { WithVendorI18n } from './vendor-i18n';

// A round here is a few awaited requests plus WebCrypto: on a busy 2-core machine 1 s (the default) is tight.
configure({ asyncUtilTimeout: 5_000 });

export const PAGE_URL = 'http://games.example/demo-vendor/play?ticket=tk-123';

/** The site around the page: its /game frame (embedded), or the opener of a window of its own. */
export function fakeSite(embedded = true) {
  return { embedded, balanceChanged: vi.fn<() => void>(), close: vi.fn<() => void>() } satisfies SiteLink;
}

/**
 * The play page of one engine's game on a stubbed demo vendor: the session opens with
 * `session` and `GET /rounds` answers an empty page unless a handler says otherwise.
 */
export async function renderGame(
  engine: string,
  handlers: Record<string, StubHandler> = {},
  session: SessionResult = sessionFor(engine),
  site: ReturnType<typeof fakeSite> = fakeSite(),
) {
  const api = stubVendorApi({
    'POST /session': () => ({ value: session }),
    'GET /rounds': () => ({ value: emptyPage }),
    ...handlers,
  });
  const client = createVendorClient({ baseUrl: PAGE_URL, fetch: api.fetch });
  const user = userEvent.setup();
  const view = render(
    <WithVendorI18n>
      <PlayPage client={client} ticket="tk-123" lang="en" site={site} />
    </WithVendorI18n>,
  );
  await screen.findByRole('heading', { level: 1, name: session.game.gameName });
  return { api, site, user, view, session };
}
