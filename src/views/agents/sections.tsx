import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { AgentCenterPage, ContractPage } from '../../machines/agent-center/agent-center.pages';
import { CONTRACT_PAGES } from '../../machines/agent-center/agent-center.pages';
import { loadAgentsCatalog } from './agents-catalog';
import type { AgentSectionProps } from './section-types';

/** Menu labels (SPEC §2 names each entry). */
export const PAGE_LABELS: Record<AgentCenterPage, MessageDescriptor> = {
  agentAnnouncement: msg`Announcement`,
  agentTeamOverview: msg`Overview`,
  registerCenter: msg`Account registration`,
  downlineManagmentView: msg`Team management`,
  personalHistoryCopy: msg`Team betting`,
  palStatementsAgentCopy: msg`User profit and loss`,
  agentRevenueReport: msg`My income`,
  agentDownlineTransactionDetailsCopy: msg`Transaction details`,
  agentDividend: msg`Dividend`,
  agentDailySalary: msg`Daily salary`,
  agentHourlySalary: msg`Hourly salary`,
};

/**
 * A page's section. Its code is fetched by the agent-center chart (`load`, with the chart's
 * time-out and retry); `component()` is the section once it has arrived, else null.
 */
export interface Section {
  load: () => Promise<void>;
  component: () => ComponentType<AgentSectionProps> | null;
}

/** A section arrives with the agent center's messages (locales/<locale>/agents.po). */
function lazySection(load: () => Promise<ComponentType<AgentSectionProps>>): Section {
  let component: ComponentType<AgentSectionProps> | null = null;
  return {
    load: async () => {
      const [loaded] = await Promise.all([load(), loadAgentsCatalog()]);
      component ??= loaded;
    },
    component: () => component,
  };
}

/** Dividend, daily and hourly salary: the contract views' section (src/views/contracts), one per kind. */
function contractSection(page: ContractPage): Section {
  const { kind } = CONTRACT_PAGES[page];
  // Its messages come with it; without them (their part failed to load) it still works, in the source language.
  return lazySection(() =>
    Promise.all([
      import('../contracts/contract-section'),
      import('../contracts/contracts-catalog').then((m) => m.loadContractsCatalog()).catch(() => undefined),
    ]).then(([{ ContractSection }]) => {
      const KindSection = () => <ContractSection kind={kind} />;
      KindSection.displayName = `ContractSection(${kind})`;
      return KindSection;
    }),
  );
}

/** Each page's section in its own chunk. */
export const SECTIONS: Record<AgentCenterPage, Section> = {
  agentAnnouncement: lazySection(() => import('./announcements-section').then((m) => m.AnnouncementsSection)),
  agentTeamOverview: lazySection(() => import('./overview-section').then((m) => m.OverviewSection)),
  registerCenter: lazySection(() => import('./register-section').then((m) => m.RegisterSection)),
  downlineManagmentView: lazySection(() => import('./team-section').then((m) => m.TeamSection)),
  personalHistoryCopy: lazySection(() => import('./team-bets-section').then((m) => m.TeamBetsSection)),
  palStatementsAgentCopy: lazySection(() => import('./profit-section').then((m) => m.ProfitSection)),
  agentRevenueReport: lazySection(() => import('./income-section').then((m) => m.IncomeSection)),
  agentDownlineTransactionDetailsCopy: lazySection(() => import('./transactions-section').then((m) => m.TransactionsSection)),
  agentDividend: contractSection('agentDividend'),
  agentDailySalary: contractSection('agentDailySalary'),
  agentHourlySalary: contractSection('agentHourlySalary'),
};
