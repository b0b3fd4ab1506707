/**
 * The double-entry rules both ledgers share: the money ledger (money/ledger.ts) and the points
 * ledger (points/ledger.ts) keep their own tables and statements, but a movement's legs are
 * checked and applied to the locked balances by these two functions, so the two books cannot
 * drift apart in what they accept.
 */

/** A programming error: legs that can never be posted (not a member's mistake). */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

export interface DoubleEntryLeg {
  account: { id: string };
  amount: number;
}

/** An account's balance as its locked row holds it, and whether it may go below zero. */
export interface LockedBalance {
  balance: number;
  allowNegative: boolean;
}

/**
 * A movement's legs, checked and in account id order: at least two, each a non-zero integer on
 * a different account, summing to zero. Id order everywhere means two movements touching the
 * same accounts lock them in the same order. `book` names the ledger in the error.
 */
export function checkLegs<L extends DoubleEntryLeg>(legs: readonly L[], book: string): L[] {
  if (legs.length < 2) throw new LedgerError(`a ${book} transaction needs at least two legs`);
  const ids = new Set<string>();
  let sum = 0;
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount) || l.amount === 0) throw new LedgerError(`leg amount must be a non-zero integer: ${l.amount}`);
    if (ids.has(l.account.id)) throw new LedgerError(`account ${l.account.id} appears twice`);
    ids.add(l.account.id);
    sum += l.amount;
  }
  if (sum !== 0) throw new LedgerError(`legs must sum to zero, got ${sum}`);
  return [...legs].sort((a, b) => (a.account.id < b.account.id ? -1 : 1));
}

/**
 * Each leg's account balance after the movement (its posting's balance_after), from the locked
 * balances. Refuses with `insufficient()` a leg that would take an account that may not go
 * negative below zero; `current` is not changed (a batch carries the answers forward itself).
 */
export function balancesAfter(
  legs: readonly DoubleEntryLeg[],
  current: ReadonlyMap<string, LockedBalance>,
  insufficient: () => Error,
  book: string,
): { id: string; amount: number; balance: number }[] {
  return legs.map((l) => {
    const acct = current.get(l.account.id);
    if (!acct) throw new LedgerError(`${book} account ${l.account.id} is missing`);
    const balance = acct.balance + l.amount;
    if (!Number.isSafeInteger(balance)) throw new LedgerError(`balance of ${l.account.id} would overflow`);
    if (balance < 0 && !acct.allowNegative) throw insufficient();
    return { id: l.account.id, amount: l.amount, balance };
  });
}
