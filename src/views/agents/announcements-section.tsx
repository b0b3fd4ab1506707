import { useLingui } from '@lingui/react/macro';
import type { AgentAnnouncementPage } from '../../api/schemas/agent';
import { PAGED } from '../../machines/agent-center/agent-report.chart';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { SanitizedHtml } from '../common/sanitized-html';
import { RecordTime } from '../records/record-format';
import { ReportResult } from './report-parts';

/** Announcements (SPEC §2 agentAnnouncement): pinned first; each expands to its content (operator HTML, sanitised). */
export function Announcements({ actor }: { actor: AgentReportActor<AgentAnnouncementPage> }) {
  const { t } = useLingui();
  const report = useAgentReport(actor);
  return (
    <ReportResult report={report} empty={t`No announcements yet`} pageCount={PAGED.pageCount}>
      {(data) => (
        <ol className="agent-announcements" aria-label={t`Announcements`}>
          {data.list.map((a) => (
            <li key={a.id} className="agent-announcement">
              <details open={a.pinned}>
                <summary>
                  <span className="agent-announcement__title">{a.title}</span>
                  {a.pinned && <span className="agent-badge">{t`Pinned`}</span>}
                  <RecordTime iso={a.date} />
                </summary>
                <SanitizedHtml html={a.content} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </ReportResult>
  );
}

export function AnnouncementsSection() {
  return <Announcements actor={useAgentReportActor('announcements')} />;
}
