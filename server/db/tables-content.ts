import type { ColumnType, Generated } from 'kysely';

/** Tables of migration content (issue #7). Database (database.ts) extends this interface. */
export interface ContentTables {
  feedback: FeedbackTable;
}

type Stamp = ColumnType<Date, Date | string, Date | string>;

/** What a member sent through PUT /wps/feedback, and the operator's reply (ops content feedback reply). */
export interface FeedbackTable {
  id: Generated<string | number>;
  merchant_code: string;
  user_id: string;
  /** CONTENT.feedbackCategories */
  category: string;
  content: string;
  /** Words counted as countWords (src/api/schemas/content.ts) counts them, within the bounds. */
  words: number;
  status: ColumnType<'open' | 'answered', 'open' | 'answered' | undefined, 'open' | 'answered'>;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Stamp;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
