import {
  array,
  boolean,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type Infer,
  unknown,
  union,
  validate,
} from 'superstruct';

/**
 * A recorded session ("Record a bug report", docs/flows.md): for each chart the page ran, the
 * last events it received and the state it was in after each one. Events keep their type and
 * only the fields SAFE_FIELDS names for that type: never passwords, codes, tokens, captcha
 * answers, card or account numbers, amounts or anything typed.
 */
export const RECORDING_FORMAT = 'betsite-recording/1';

/** What one event field may hold once recorded: a short scalar. */
const scalar = union([string(), number(), boolean(), literal(null)]);

const recordedEvent = object({
  type: size(string(), 1, 200),
  /** Milliseconds since the recording started. */
  at: number(),
  /** The allowlisted fields of the event (SAFE_FIELDS). */
  fields: optional(record(string(), scalar)),
  /** The actor's state value once it had handled the event. */
  value: unknown(),
});

const recordedActor = object({
  /** The actor's system id (`modal`, `app`…) or its id. */
  name: size(string(), 1, 200),
  /** The id of the machine it ran: which chart of /flows it is drawn on. */
  machineId: size(string(), 1, 200),
  /** The name of the recorded actor that started this one, if any. */
  parent: optional(string()),
  /** The state value before the first recorded event (older events fell out of the ring). */
  start: unknown(),
  events: size(array(recordedEvent), 1, 1000),
});

const recordingStruct = object({
  format: literal(RECORDING_FORMAT),
  /** ISO time the recording started. */
  startedAt: string(),
  /** The page the recording was downloaded from (path only: no query, no token). */
  page: string(),
  release: nullable(string()),
  actors: size(array(recordedActor), 0, 200),
});

export type Recording = Infer<typeof recordingStruct>;
export type RecordedActor = Infer<typeof recordedActor>;
export type RecordedEvent = Infer<typeof recordedEvent>;

/**
 * The recording in a file, validated: a file that is not JSON, of another format or version, or
 * with a missing or mistyped field is refused with a reason.
 */
export function parseRecording(text: string): Recording {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const [error, value] = validate(data, recordingStruct);
  if (error) throw new Error(`not a ${RECORDING_FORMAT} recording: ${error.path.join('.') || 'root'} ${error.message}`);
  return value;
}

/**
 * Per event type, the fields that may be recorded: an allowlist, so a new event or field is left
 * out until someone decides it is safe. Only scalars are kept, strings cut to 64 characters.
 * Left out on purpose: `popups.loggedIn.knownPassword`, `app.session.changed.token`,
 * `session.start.token`, every amount and every form field (a player's bug report may be shared).
 */
export const SAFE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'modal.open': ['name'],
  'popups.request': ['kind'],
  'popups.withdraw': ['kind'],
  'popups.loggedIn': ['mustChangePassword', 'firstTimeLogin'],
  'popups.notice.hideToday': ['hidden'],
  'popups.screen': ['busy'],
  'app.session.changed': ['kind'],
  'app.contractOffer.changed': ['open'],
  'language.select': ['locale'],
  'realityCheck.set': ['minutes'],
  'messages.page': ['page'],
};

const MAX_STRING = 64;

export function safeFields(event: { type: string } & Record<string, unknown>): Record<string, string | number | boolean | null> | undefined {
  const names = SAFE_FIELDS[event.type];
  if (!names) return undefined;
  const fields: Record<string, string | number | boolean | null> = {};
  for (const name of names) {
    const v = event[name];
    if (typeof v === 'string') fields[name] = v.slice(0, MAX_STRING);
    else if (typeof v === 'number' || typeof v === 'boolean' || v === null) fields[name] = v;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
