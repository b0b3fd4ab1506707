import { describe, expect, it } from 'vitest';
import { type Notice, noticeCopy } from './security-notices';

const ALL: Notice[] = ['added', 'removed', 'newDevice', 'passkeyAdded', 'passkeyRemoved', 'passwordChanged'];

describe('security notice copies (SMS / e-mail)', () => {
  it('carry the title and body in Bengali first, then English, in one text', () => {
    expect(noticeCopy('newDevice')).toEqual({
      subject: 'আপনার অ্যাকাউন্টে নতুন সাইন-ইন / New sign-in to your account',
      body:
        'আপনার অ্যাকাউন্টে নতুন সাইন-ইন: একটি নতুন ঠিকানা থেকে আপনার অ্যাকাউন্টে সাইন-ইন হয়েছে। এটি আপনি না হলে আমার অ্যাকাউন্ট → লগইন ইতিহাস খুলে "এটি আমি নই" বেছে নিন।\n\n' +
        'New sign-in to your account: Your account was signed in to from a new address. If this was not you, open My account → Login history and choose "This wasn\'t me".',
    });
  });

  it('every notice says what happened and what to do if it was not the member, in both languages', () => {
    for (const n of ALL) {
      const [bn, en] = noticeCopy(n).body.split('\n\n');
      expect(en).toMatch(/^[^:]+: .+\. If this was not you, .+\.$/);
      expect(bn).toMatch(/^[^:]+: .+। এটি আপনি না (করে থাকলে|হলে) .+।$/);
    }
  });

  it('the authenticator and passkey removals tell the member to change the password and call customer service', () => {
    for (const n of ['removed', 'passkeyRemoved'] as const) {
      expect(noticeCopy(n).body).toContain('If this was not you, change your password and contact customer service.');
      expect(noticeCopy(n).body).toContain('এটি আপনি না করে থাকলে পাসওয়ার্ড বদলান এবং গ্রাহক সেবায় যোগাযোগ করুন।');
    }
  });
});
