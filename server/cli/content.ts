import type { Kysely } from 'kysely';
import { CONTENT } from '../../src/config/content';
import type { Database, Localized } from '../db/database';
import { openFeedback, replyFeedback } from '../domain/content/feedback';
import { isMarketing, sendMessages } from '../domain/content/messages';
import { addNotice, hideNotice, messageRecipients, type NoticeType } from '../domain/content/operator';
import { formatSiteTime } from '../domain/time';

/**
 * Operator commands of platform messages, feedback and notices (`npm run ops -- content …`;
 * docs/engagement.md "Messages and content"), run by server/cli/commands.ts on either transport.
 */
export const CONTENT_OPS_HELP = `  content message send <username>|--all --title "<text>" --body "<text>" [--title-bn …] [--body-bn …] [--marketing]
                                       a platform message (messageV2); --marketing skips members in a time-out or self-exclusion
  content feedback list                open feedback, oldest first
  content feedback reply <id> "<text>" answer a feedback (the member gets it as a platform message)
  content notice add --title "<text>" --content "<html>" [--title-bn …] [--content-bn …] [--type PL|PU|PR]
                                       a notice (default PL: the notice screen); HTML is sanitised by the SPA
  content notice off <id>              hide a notice
`;

export interface ContentOpsResult {
  ok: boolean;
  output: string;
}

const fail = (output: string): ContentOpsResult => ({ ok: false, output: `error: ${output}` });
const done = (output: string): ContentOpsResult => ({ ok: true, output });

function take(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}

function flag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}

/** English text, and Bengali when given (else the English stands in). */
function localized(en: string, bn: string | undefined): Localized {
  return { en, bn: bn ?? en };
}

export async function contentCommand(
  d: { db: Kysely<Database>; clock: { now(): Date } },
  m: string,
  sub: string | undefined,
  rest: string[],
): Promise<ContentOpsResult> {
  const args = [...rest];
  const at = d.clock.now();
  const [what, ...more] = [sub, ...args];
  const verb = more.shift();
  const a = more;
  switch (`${what} ${verb ?? ''}`.trim()) {
    case 'message send': {
      const all = flag(a, '--all');
      const marketing = flag(a, '--marketing');
      const title = take(a, '--title');
      const body = take(a, '--body');
      const titleBn = take(a, '--title-bn');
      const bodyBn = take(a, '--body-bn');
      const username = all ? undefined : a.shift();
      if (!title || !body) return fail('--title and --body are required');
      if (!all && !username) return fail('give a <username> or --all');
      if ([title, titleBn ?? ''].some((t) => t.length > CONTENT.messageTitleMax)) return fail(`a title has at most ${CONTENT.messageTitleMax} characters`);
      if ([body, bodyBn ?? ''].some((t) => t.length > CONTENT.messageBodyMax)) return fail(`a body has at most ${CONTENT.messageBodyMax} characters`);
      const users = await messageRecipients(d.db, m, all ? undefined : username);
      if (!all && users.length === 0) return fail(`unknown member: ${username}`);
      const kind = marketing ? 'marketing.news' : 'platform.notice';
      const { sent, skipped } = await sendMessages(
        d.db,
        { merchantCode: m, kind, title: localized(title, titleBn), body: localized(body, bodyBn) },
        users,
        at,
      );
      const note = isMarketing(kind) && skipped.length ? ` (${skipped.length} skipped: time-out or self-exclusion)` : '';
      return done(`message sent to ${sent.length} member(s)${note}`);
    }
    case 'feedback list': {
      const rows = await openFeedback(d.db, m);
      if (!rows.length) return done('no open feedback');
      return done(rows.map((r) => `#${r.id}  ${formatSiteTime(r.created_at)}  ${r.username}  [${r.category}]  ${r.content}`).join('\n'));
    }
    case 'feedback reply': {
      const id = a.shift();
      const text = a.join(' ').trim();
      if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) return fail('give the feedback <id>');
      if (!text) return fail('give the reply text');
      if (text.length > CONTENT.messageBodyMax) return fail(`a reply has at most ${CONTENT.messageBodyMax} characters`);
      const r = await replyFeedback(d.db, m, id, text, at);
      return r ? done(`feedback #${id} answered`) : fail(`no open feedback #${id}`);
    }
    case 'notice add': {
      const type = take(a, '--type') ?? 'PL';
      const title = take(a, '--title');
      const content = take(a, '--content');
      if (!['PL', 'PU', 'PR'].includes(type)) return fail('--type is PL, PU or PR');
      if (!title || !content) return fail('--title and --content are required');
      const id = await addNotice(
        d.db,
        m,
        { type: type as NoticeType, title: localized(title, take(a, '--title-bn')), content: localized(content, take(a, '--content-bn')) },
        at,
      );
      return done(`notice #${id} added (${type})`);
    }
    case 'notice off': {
      const id = Number(a.shift());
      if (!Number.isInteger(id) || id < 1) return fail('give the notice <id>');
      return (await hideNotice(d.db, m, id)) ? done(`notice #${id} hidden`) : fail(`no notice #${id}`);
    }
    default:
      return fail(`unknown command: content ${[sub, ...rest].join(' ')}`);
  }
}
