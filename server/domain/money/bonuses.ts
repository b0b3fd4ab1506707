import { ledgerAccount, post, type Tx } from './ledger';
import { newReference } from './references';

/** Ledger kinds of promotion credits; each is also an account-record type (schemas/money.ts PostingType). */
export type PromotionCreditKind = 'bonus' | 'freeplayCredit' | 'raffle' | 'pointsConvert' | 'referralReward' | 'missionReward';

/**
 * Promotion credits (promotions −a, MAIN +a): bonuses, and the free-play credit a trial
 * account starts with (posted in the transaction that creates the account). The promotions
 * issue will grant bonuses through this too.
 */
export async function creditPromotion(
  tx: Tx,
  input: { merchantCode: string; userId: string; amount: number; kind: PromotionCreditKind; name: string; at: Date; reference?: string },
): Promise<string> {
  const reference = input.reference ?? newReference('P', input.at);
  await post(tx, {
    merchantCode: input.merchantCode,
    kind: input.kind,
    reference,
    userId: input.userId,
    note: input.name,
    at: input.at,
    legs: [
      { account: ledgerAccount.promotions(input.merchantCode), amount: -input.amount },
      { account: ledgerAccount.wallet(input.merchantCode, input.userId), amount: input.amount },
    ],
  });
  return reference;
}
