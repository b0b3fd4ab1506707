import type { Kysely } from 'kysely';
import type { ContractKind } from '../../../../src/api/schemas/agent';
import type { Database, Localized } from '../../../db/database';
import { json } from '../../../db/json';

/**
 * Member messages about contracts (docs/agents.md "Contracts"): one row in `member_messages`
 * per party told, in the transaction of the change. Texts in Bengali and English (the
 * merchant's configured languages); a later message centre (messageV2) lists them.
 */

export type ContractMessageKind = 'offered' | 'accepted' | 'rejected' | 'cancelled' | 'terminated' | 'granted';
/** Why a contract ended (Contract.endedBy). */
export type EndReason = 'upline' | 'downline' | 'platform' | 'superseded' | 'uplineEnded';

const KIND_NAMES: Record<ContractKind, Localized> = {
  dividend: { bn: 'লভ্যাংশ', en: 'dividend' },
  daily: { bn: 'দৈনিক বেতন', en: 'daily salary' },
  hourly: { bn: 'ঘণ্টাভিত্তিক বেতন', en: 'hourly salary' },
  realtime: { bn: 'রিয়েল-টাইম বেতন', en: 'real-time salary' },
};

const PLATFORM: Localized = { bn: 'প্ল্যাটফর্ম', en: 'The platform' };

export interface ContractMessage {
  merchantCode: string;
  userId: string;
  kind: ContractMessageKind;
  contractId: string;
  contractKind: ContractKind;
  /** The other party's account (null: the platform). */
  other: string | null;
  /** For ended contracts: why. */
  reason?: EndReason;
}

type Text = { title: Localized; body: Localized };

function text(m: ContractMessage): Text {
  const k = KIND_NAMES[m.contractKind];
  const other = (lang: 'bn' | 'en') => m.other ?? PLATFORM[lang]!;
  const both = (f: (lang: 'bn' | 'en', kind: string, who: string) => string): Localized => ({
    bn: f('bn', k.bn!, other('bn')),
    en: f('en', k.en!, other('en')),
  });
  switch (m.kind) {
    case 'offered':
      return {
        title: both((l, kind) => (l === 'bn' ? `নতুন ${kind} চুক্তির প্রস্তাব` : `New ${kind} contract offer`)),
        body: both((l, kind, who) =>
          l === 'bn'
            ? `${who} আপনাকে একটি ${kind} চুক্তির প্রস্তাব দিয়েছেন। গ্রহণ বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।`
            : `${who} offers you a ${kind} contract. Open the agent center to accept or reject it.`,
        ),
      };
    case 'accepted':
      return {
        title: both((l, kind) => (l === 'bn' ? `${kind} চুক্তি গৃহীত হয়েছে` : `${cap(kind)} contract accepted`)),
        body: both((l, kind, who) => (l === 'bn' ? `${who} আপনার ${kind} চুক্তি গ্রহণ করেছেন।` : `${who} accepted your ${kind} contract.`)),
      };
    case 'rejected':
      return {
        title: both((l, kind) => (l === 'bn' ? `${kind} চুক্তি প্রত্যাখ্যাত হয়েছে` : `${cap(kind)} contract rejected`)),
        body: both((l, kind, who) => (l === 'bn' ? `${who} আপনার ${kind} চুক্তি প্রত্যাখ্যান করেছেন।` : `${who} rejected your ${kind} contract.`)),
      };
    case 'granted':
      return {
        title: both((l, kind) => (l === 'bn' ? `নতুন ${kind} চুক্তি` : `New ${kind} contract`)),
        body: both((l, kind) => (l === 'bn' ? `প্ল্যাটফর্ম আপনাকে একটি ${kind} চুক্তি দিয়েছে।` : `The platform granted you a ${kind} contract.`)),
      };
    case 'cancelled':
      return {
        title: both((l, kind) => (l === 'bn' ? `${kind} চুক্তির প্রস্তাব প্রত্যাহার করা হয়েছে` : `${cap(kind)} contract offer withdrawn`)),
        body: both((l, kind, who) => endedBody(l, kind, who, m.reason ?? 'upline', true)),
      };
    case 'terminated':
      return {
        title: both((l, kind) => (l === 'bn' ? `${kind} চুক্তি শেষ হয়েছে` : `${cap(kind)} contract terminated`)),
        body: both((l, kind, who) => endedBody(l, kind, who, m.reason ?? 'upline', false)),
      };
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function endedBody(l: 'bn' | 'en', kind: string, who: string, reason: EndReason, offer: boolean): string {
  const what = l === 'bn' ? (offer ? `${kind} চুক্তির প্রস্তাবটি` : `${kind} চুক্তিটি`) : offer ? `The ${kind} contract offer` : `The ${kind} contract`;
  switch (reason) {
    case 'upline':
    case 'downline':
      return l === 'bn' ? `${who} ${what} শেষ করেছেন।` : `${who} ended ${what.charAt(0).toLowerCase()}${what.slice(1)}.`;
    case 'platform':
      return l === 'bn' ? `প্ল্যাটফর্ম ${what} শেষ করেছে।` : `The platform ended ${what.charAt(0).toLowerCase()}${what.slice(1)}.`;
    case 'superseded':
      return l === 'bn'
        ? `উপরের স্তরের নতুন চুক্তির হার কম হওয়ায় ${what} শেষ হয়েছে।`
        : `${what} ended: a newer contract above it pays less.`;
    case 'uplineEnded':
      return l === 'bn' ? `উপরের স্তরের চুক্তি শেষ হওয়ায় ${what} শেষ হয়েছে।` : `${what} ended because the contract above it ended.`;
  }
}

/** Writes the messages (one statement). */
export async function sendContractMessages(tx: Kysely<Database>, messages: readonly ContractMessage[], at: Date): Promise<void> {
  if (!messages.length) return;
  for (let i = 0; i < messages.length; i += 1000) {
    await tx
      .insertInto('member_messages')
      .values(
        messages.slice(i, i + 1000).map((m) => {
          const t = text(m);
          return {
            merchant_code: m.merchantCode,
            user_id: m.userId,
            kind: `contract.${m.kind}`,
            title: json(t.title),
            body: json(t.body),
            ref: m.contractId,
            created_at: at,
          };
        }),
      )
      .execute();
  }
}
