import { describe, expect, it } from 'vitest';
import {
  endOfSiteDay,
  NOTICE_HIDDEN_UNTIL_KEY,
  noticeDue,
  noticeHiddenToday,
  noticeSeenThisSession,
  rememberNoticeHiddenToday,
  rememberNoticeSeen,
} from './popups.rules';

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

const throwing = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('the site day (GMT+8) ends at midnight on the header clock', () => {
  it('ends at 16:00 UTC: 23:59 GMT+8 is still today, 00:00 GMT+8 is the next day', () => {
    const tenAmSite = Date.UTC(2026, 10, 27, 2, 0); // 10:00 GMT+8 on 27 Nov
    expect(endOfSiteDay(tenAmSite)).toBe(Date.UTC(2026, 10, 27, 16, 0));
    expect(endOfSiteDay(Date.UTC(2026, 10, 27, 15, 59, 59, 999))).toBe(Date.UTC(2026, 10, 27, 16, 0));
    expect(endOfSiteDay(Date.UTC(2026, 10, 27, 16, 0))).toBe(Date.UTC(2026, 10, 28, 16, 0));
  });

  it('counts a UTC evening (already tomorrow in GMT+8) as the next site day', () => {
    // 20:00 UTC on 26 Nov is 04:00 on 27 Nov in GMT+8: the day ends at 16:00 UTC on 27 Nov.
    expect(endOfSiteDay(Date.UTC(2026, 10, 26, 20, 0))).toBe(Date.UTC(2026, 10, 27, 16, 0));
  });
});

describe('home popup notice: once per session', () => {
  it('is due until shown, then not again in the same session (a reload keeps sessionStorage)', () => {
    const session = memoryStore();
    const local = memoryStore();
    const now = Date.UTC(2026, 10, 27, 2, 0);
    expect(noticeDue({ session, local }, now)).toBe(true);
    rememberNoticeSeen(session);
    expect(noticeSeenThisSession(session)).toBe(true);
    expect(noticeDue({ session, local }, now)).toBe(false);
    // A new session (another tab, the browser reopened) starts with an empty sessionStorage.
    expect(noticeDue({ session: memoryStore(), local }, now)).toBe(true);
  });

  it('shows when storage cannot be read, and remembering does not throw', () => {
    expect(noticeDue({ session: throwing, local: throwing }, 0)).toBe(true);
    expect(() => rememberNoticeSeen(throwing)).not.toThrow();
    expect(() => rememberNoticeHiddenToday(throwing, true, 0)).not.toThrow();
  });
});

describe('home popup notice: "Don\'t show again today"', () => {
  const ticked = Date.UTC(2026, 10, 27, 15, 30); // 23:30 GMT+8

  it('hides it until midnight GMT+8, in any session, and shows it again from midnight', () => {
    const local = memoryStore();
    rememberNoticeHiddenToday(local, true, ticked);
    expect(local.getItem(NOTICE_HIDDEN_UNTIL_KEY)).toBe(String(Date.UTC(2026, 10, 27, 16, 0)));
    expect(noticeHiddenToday(local, Date.UTC(2026, 10, 27, 15, 59, 59))).toBe(true);
    expect(noticeDue({ session: memoryStore(), local }, Date.UTC(2026, 10, 27, 15, 59, 59))).toBe(false);
    expect(noticeHiddenToday(local, Date.UTC(2026, 10, 27, 16, 0))).toBe(false);
    expect(noticeDue({ session: memoryStore(), local }, Date.UTC(2026, 10, 27, 16, 0))).toBe(true);
  });

  it('unticked, forgets it', () => {
    const local = memoryStore();
    rememberNoticeHiddenToday(local, true, ticked);
    rememberNoticeHiddenToday(local, false, ticked);
    expect(local.getItem(NOTICE_HIDDEN_UNTIL_KEY)).toBeNull();
    expect(noticeHiddenToday(local, ticked)).toBe(false);
  });

  it('ignores a stored value that is not a time', () => {
    const local = memoryStore();
    local.setItem(NOTICE_HIDDEN_UNTIL_KEY, 'soon');
    expect(noticeHiddenToday(local, ticked)).toBe(false);
  });
});
