import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import type { OutboxMessage } from '../../../src/api/schemas/account';
import { endpoints } from '../../../src/api/endpoints';
import { listOutbox } from '../../repositories/outbox';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { query } from '../../wire/validate';

const OutboxQuery = object({ to: optional(size(string(), 1, 255)) });
const CaptchaQuery = object({ id: size(string(), 1, 64) });

/**
 * GET /dev/outbox?to=…: the SMS and e-mails the dev providers "sent", newest first.
 * GET /dev/captcha?id=<captcha cookie>: the answer of that captcha.
 * Mounted only outside production (app.ts): they show codes in plain text.
 */
export function devRoutes(s: Services) {
  return new Hono<AppEnv>()
    .get(endpoints.devCaptcha.path, (c) => {
      const q = query(c, CaptchaQuery);
      return ok(c, { answer: s.auth.captchaLog?.answerFor(q.id) ?? null });
    })
    .get(endpoints.devOutbox.path, async (c) => {
    const q = query(c, OutboxQuery);
    const rows = await listOutbox(s.db, q.to);
    const value: OutboxMessage[] = rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      purpose: r.purpose,
      body: r.body,
      code: r.code,
      createdAt: r.created_at.toISOString(),
    }));
    return ok(c, value);
  });
}
