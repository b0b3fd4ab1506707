import type { ConvertResult } from '../../../src/api/schemas/points';
import { POINTS } from '../../../src/config/points';
import { parseRequestId } from '../money/amounts';
import { creditPromotion } from '../money/bonuses';
import type { MerchantMoney, MoneyDeps } from '../money/context';
import { idempotent } from '../money/idempotency';
import { verifyPaymentPassword } from '../money/payment-password';
import { newReference } from '../money/references';
import { badPoints, convertStep, featureOff } from './errors';
import { pointAccount, postPoints } from './ledger';
import { loadPointSettings } from './settings';

/**
 * PTS_convertPoint (docs/engagement.md "Points"): whole steps of the merchant's ratio (e.g. 10
 * points → P 1.00), at least its minimum, so the amount is exact with no rounding. Payment
 * password first; then, in ONE transaction under the request's idempotency key, the points leave
 * the member (member → converted; 409 points.balance.insufficient if short) and the money
 * arrives as a promotion credit of kind pointsConvert (promotions → MAIN), with one reference
 * shared by both ledgers. Points are posted before money (the lock order of points/ledger.ts).
 */
export async function convertPoints(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; points: unknown; paymentPassword: unknown },
): Promise<ConvertResult> {
  const requestId = parseRequestId(input.requestId);
  const points = input.points;
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points < 1 || points > POINTS.maxPoints) throw badPoints();
  const s = await loadPointSettings(d.db, m.code);
  if (!s.convertEnabled) throw featureOff('convert');
  if (points < s.convertMinPoints || points % s.ratio.points !== 0) throw convertStep(s.ratio, s.convertMinPoints);
  const amount = (points / s.ratio.points) * s.ratio.amount;
  if (!Number.isSafeInteger(amount)) throw badPoints();
  await verifyPaymentPassword(d, userId, input.paymentPassword);
  const at = d.clock.now();
  return idempotent(d.db, { userId, key: requestId, scope: 'pointsConvert', params: { points } }, at, async (tx) => {
    const reference = newReference('PC', at);
    const posted = await postPoints(tx, {
      merchantCode: m.code,
      kind: 'convert',
      reference,
      userId,
      detail: { ratio: s.ratio, amount },
      at,
      legs: [
        { account: pointAccount.member(m.code, userId), amount: -points },
        { account: pointAccount.converted(m.code), amount: points },
      ],
    });
    await creditPromotion(tx, { merchantCode: m.code, userId, amount, kind: 'pointsConvert', name: `${points} points`, at, reference });
    return { reference, points, amount, ratio: s.ratio, pointBalance: posted.balances.get(pointAccount.member(m.code, userId).id)! };
  });
}
