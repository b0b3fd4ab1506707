import type { Kysely } from 'kysely';
import type { Database } from './database';
import { json } from './json';
import { seedAccountMoney, seedAccounts } from './seed-accounts';
import { seedAgents } from './seed-data/agents';
import { seedContracts } from './seed-data/contracts';
import { CATALOGUE } from './seed-data/catalogue';
import { HELP, NOTICES } from './seed-data/content';
import { seedGames } from './seed-data/games';
import { seedLottery } from './seed-data/lottery';
import { seedMessages } from './seed-data/messages';
import { seedPoints } from './seed-data/points';
import { seedReferral } from './seed-data/referral';
import { seedPromotions } from './seed-data/promotions';
import { COUNTRIES, LOCAL_GEO, MODULES, merchantProfile, REGISTER_FIELDS } from './seed-data/merchant';

export interface SeedOptions {
  merchantCode: string;
  languages: string[];
  now?: Date;
}

/**
 * Idempotent seed, by construction: running it again (every start does), or several instances
 * running it at once even without the start-up lock (startup.ts), writes every row once and never
 * undoes an operator's change. Each step is one of:
 * - an insert `on conflict do nothing` with no conflict target (catalogue, accounts, demo ids): a
 *   row with a fixed id and a natural key, inserted by two seeds at once, may meet the other's row
 *   first on the key that is not the named target, and only a target-less `do nothing` covers every
 *   unique constraint;
 * - a money movement with a fixed idempotency key, its approval a conditional update (seedDeposit);
 * - a step claimed in `seed_marks` in the transaction of its writes (seedOnce: demo messages,
 *   contracts), for demo data a person may later change or delete.
 * tests/api/multi-instance.test.ts runs three seeds at once on PostgreSQL without the lock.
 */
export async function seedDatabase(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  const m = opts.merchantCode;
  const now = opts.now ?? new Date();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('merchants')
      .values({ code: m, profile: json(merchantProfile(opts.languages)), allowed_countries: json([]) })
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('modules')
      .values(MODULES.map(([mod_id, parent_mod_id, enabled], sort) => ({ merchant_code: m, mod_id, parent_mod_id, enabled, sort })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('register_fields')
      .values(
        REGISTER_FIELDS.map((f, sort) => ({
          merchant_code: m,
          field: f.field,
          enabled: f.enabled,
          required: f.required,
          accepted_pattern: f.pattern,
          pattern_id: f.patternId,
          min_length: f.min,
          max_length: f.max,
          sort,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('countries')
      .values(COUNTRIES.map(([country_code, dialing_code], sort) => ({ merchant_code: m, country_code, dialing_code, sort })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('game_categories')
      .values(CATALOGUE.map((c, sort) => ({ merchant_code: m, code: c.code, title: json(c.title), sort })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('vendors')
      .values(
        CATALOGUE.flatMap((c) =>
          c.vendors.map(([vassalage, display_name, is_hot, account_type_id], sort) => ({
            merchant_code: m,
            category_code: c.code,
            vassalage,
            display_name,
            is_hot,
            account_type_id,
            game_type: c.code,
            sort,
          })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    await tx
      .insertInto('notices')
      .values(
        NOTICES.map((n, sort) => ({
          merchant_code: m,
          key: n.key,
          type: n.type,
          title: json(n.title),
          content: json(n.content),
          image_url: n.imageUrl ?? null,
          link_url: n.linkUrl ?? null,
          active: true,
          sort,
          published_at: new Date(now.getTime() - n.ageDays * 86_400_000),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    for (const [sort, cat] of HELP.entries()) {
      await tx
        .insertInto('help_categories')
        .values({ merchant_code: m, key: cat.key, title: json(cat.title), sort })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const { id } = await tx
        .selectFrom('help_categories')
        .select('id')
        .where('merchant_code', '=', m)
        .where('key', '=', cat.key)
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('help_articles')
        .values(cat.articles.map((a, i) => ({ category_id: id, key: a.key, title: json(a.title), content: json(a.content), sort: i })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await tx
      .insertInto('ip_geo')
      .values(LOCAL_GEO.map(([cidr, country_code]) => ({ cidr, country_code })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  await seedGames(db, m);
  await seedAccounts(db, m, now);
  await seedAccountMoney(db, m, now);
  // The demo downline under agent01 and the agent announcements (docs/agents.md).
  await seedAgents(db, m, now);
  // agent01's platform contracts and its open daily-salary offer to agent02 (docs/agents.md "Contracts").
  await seedContracts(db, m, now);
  await seedLottery(db, m);
  // Platform messages: player01's inbox, two unread (docs/engagement.md "Messages and content").
  await seedMessages(db, m, now);
  // Points mall and VIP: point rules, levels, rewards; seeded bets and deposits folded into points (docs/engagement.md "Points").
  await seedPoints(db, m, now);
  // Invite friends and missions: player01's code and invitees, the missions (docs/engagement.md "Referral", "Missions").
  await seedReferral(db, m, now);
  // Promotions: one of each category and kind, player01's application under review (docs/engagement.md "Promotions").
  await seedPromotions(db, m, now);
}
