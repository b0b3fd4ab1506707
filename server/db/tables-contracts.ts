import type { ColumnType, Generated } from 'kysely';
import type { BillStatus, ContractKind, ContractStatus, ContractTier } from '../../src/api/schemas/agent';
import type { Localized } from './database';

/** Tables of contracts and their settlement (migration 0009_contracts; docs/agents.md "Contracts", "Settlement", "Bills"). */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Minor = ColumnType<string | number, number | string | bigint, number | string | bigint>;

export interface ContractsTable {
  id: string;
  merchant_code: string;
  kind: ContractKind;
  /** The payer; null: the platform (top-level agents). */
  upline_id: string | null;
  downline_id: string;
  status: ContractStatus;
  /** Sorted by their thresholds (contracts/tiers.ts normalizeTiers). */
  tiers: Json<ContractTier[]>;
  offered_at: Stamp;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** upline | downline | platform | superseded | uplineEnded */
  ended_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SettlementRunsTable {
  merchant_code: string;
  kind: ContractKind;
  period_key: string;
  grain: string;
  period_start: Stamp;
  period_end: Stamp;
  status: 'running' | 'done';
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  started_at: Stamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  bills: ColumnType<number, number | undefined, number>;
  paid: ColumnType<string | number, number | string | undefined, number | string>;
}

export interface ContractBillsTable {
  id: string;
  merchant_code: string;
  contract_id: string;
  kind: ContractKind;
  period_key: string;
  period_start: Stamp;
  period_end: Stamp;
  /** null: the platform (sys:<merchant>:commissions). */
  payer_id: string | null;
  payee_id: string;
  valid_bet: Minor;
  profit_loss: Minor;
  active_members: number;
  max_bet: Minor;
  base: Minor;
  rate_bps: number;
  amount: Minor;
  paid: Minor;
  status: BillStatus;
  transaction_id: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  created_at: Stamp;
}

export interface MemberMessagesTable {
  id: Generated<string | number>;
  merchant_code: string;
  user_id: string;
  /** contract.offered, contract.accepted, contract.rejected, contract.cancelled, contract.terminated, contract.granted */
  kind: string;
  title: Json<Localized>;
  body: Json<Localized>;
  ref: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Stamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
