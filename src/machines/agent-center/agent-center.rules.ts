import { AGENT_CENTER_PAGES, type AgentCenterPage, BASE_PAGES, type BasePage, CONTRACT_PAGES, type ContractPage, DEFAULT_PAGE } from './agent-center.pages';
import type { AgentMenu } from './agent-center.types';

export function isAgentCenterPage(value: unknown): value is AgentCenterPage {
  return typeof value === 'string' && (AGENT_CENTER_PAGES as readonly string[]).includes(value);
}

const isBasePage = (value: string): value is BasePage => (BASE_PAGES as readonly string[]).includes(value);

/**
 * The menu entries offered, in menu order. The server's entries decide which of the SPEC §2
 * pages show and in what order (the overview always, first when the server leaves it out);
 * the contract entries follow, each only when its merchant flag is on — whatever the entries
 * say, so a flag switched off never leaves a dead entry.
 */
export function offeredPages(menu: AgentMenu | null): AgentCenterPage[] {
  if (!menu) return [];
  const listed = [...new Set(menu.entries.map((e) => e.page).filter(isBasePage))];
  const base = listed.includes(DEFAULT_PAGE as BasePage) ? listed : [DEFAULT_PAGE, ...listed];
  const contracts = (Object.keys(CONTRACT_PAGES) as ContractPage[]).filter((page) => menu.flags[CONTRACT_PAGES[page].flag]);
  return [...base, ...contracts];
}

export function isOffered(menu: AgentMenu | null, page: unknown): page is AgentCenterPage {
  return isAgentCenterPage(page) && offeredPages(menu).includes(page);
}

/** A page the menu offers, else the overview (an unknown name or a switched-off entry). */
export function resolvePage(menu: AgentMenu | null, requested: unknown): AgentCenterPage {
  return isOffered(menu, requested) ? requested : DEFAULT_PAGE;
}
