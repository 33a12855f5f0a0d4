/**
 * The menu's icons, shown when the sidebar is collapsed to icons (spec §2, §9). A chunk of its own, loaded only in
 * that mode: the full-width sidebar shows labels and needs none of them.
 */
// One module per icon: importing them from the package root would widen the shared icon modules the first screen
// loads (tree-shaking keeps what any chunk uses).
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { ArrowTrendingRegular } from '@fluentui/react-icons/svg/arrow-trending';
import { BoardRegular } from '@fluentui/react-icons/svg/board';
import { BotRegular } from '@fluentui/react-icons/svg/bot';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { CalendarCheckmarkRegular } from '@fluentui/react-icons/svg/calendar-checkmark';
import { CalendarLtrRegular } from '@fluentui/react-icons/svg/calendar-ltr';
import { CalendarStarRegular } from '@fluentui/react-icons/svg/calendar-star';
import { ChartMultipleRegular } from '@fluentui/react-icons/svg/chart-multiple';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { ContactCardRegular } from '@fluentui/react-icons/svg/contact-card';
import { DataBarVerticalRegular } from '@fluentui/react-icons/svg/data-bar-vertical';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { DocumentBulletListRegular } from '@fluentui/react-icons/svg/document-bullet-list';
import { DocumentTextRegular } from '@fluentui/react-icons/svg/document-text';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FlashRegular } from '@fluentui/react-icons/svg/flash';
import { FolderRegular } from '@fluentui/react-icons/svg/folder';
import { GaugeRegular } from '@fluentui/react-icons/svg/gauge';
import { HatGraduationRegular } from '@fluentui/react-icons/svg/hat-graduation';
import { HistoryRegular } from '@fluentui/react-icons/svg/history';
import { HourglassHalfRegular } from '@fluentui/react-icons/svg/hourglass-half';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { ListRegular } from '@fluentui/react-icons/svg/list';
import { MailInboxRegular } from '@fluentui/react-icons/svg/mail-inbox';
import { MoneyRegular } from '@fluentui/react-icons/svg/money';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { PersonArrowLeftRegular } from '@fluentui/react-icons/svg/person-arrow-left';
import { PersonArrowRightRegular } from '@fluentui/react-icons/svg/person-arrow-right';
import { PersonQuestionMarkRegular } from '@fluentui/react-icons/svg/person-question-mark';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PersonSupportRegular } from '@fluentui/react-icons/svg/person-support';
import { PulseRegular } from '@fluentui/react-icons/svg/pulse';
import { ReceiptRegular } from '@fluentui/react-icons/svg/receipt';
import { SparkleRegular } from '@fluentui/react-icons/svg/sparkle';
import { StarRegular } from '@fluentui/react-icons/svg/star';
import { TicketDiagonalRegular } from '@fluentui/react-icons/svg/ticket-diagonal';
import { WalletRegular } from '@fluentui/react-icons/svg/wallet';
import { DocumentSettingsRegular } from '@fluentui/react-icons/svg/document-settings';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import type { FluentIcon } from '@fluentui/react-icons';

/** By the item's label key (menu.ts); a ticket filter without one of its own gets the filter icon. */
const ICONS: Record<string, FluentIcon> = {
  dashboard: BoardRegular,
  controlCenter: GaugeRegular,
  companyTickets: BuildingRegular,
  tickets: TicketDiagonalRegular,
  'ticketFilters.my-tickets': PersonRegular,
  'ticketFilters.not-resolved': HourglassHalfRegular,
  'ticketFilters.new': SparkleRegular,
  'ticketFilters.accident': WarningRegular,
  'ticketFilters.waiting': ClockRegular,
  'ticketFilters.monitoring': PulseRegular,
  'ticketFilters.all': ListRegular,
  'ticketFilters.not-assigned': PersonQuestionMarkRegular,
  'ticketFilters.assigned-to-me': PersonArrowLeftRegular,
  'ticketFilters.assigned-to-others': PersonArrowRightRegular,
  'ticketFilters.resolved': CheckmarkCircleRegular,
  'ticketFilters.trashed': DeleteRegular,
  myTickets: PersonRegular,
  projects: FolderRegular,
  reminders: AlertRegular,
  monitoringLogs: PulseRegular,
  unassignedEmails: MailInboxRegular,
  internalTimes: ClockRegular,
  cmdb: DesktopRegular,
  companies: BuildingRegular,
  clients: ContactCardRegular,
  employees: PeopleRegular,
  agents: PersonSupportRegular,
  agentStats: DataBarVerticalRegular,
  leaves: CalendarLtrRegular,
  holidays: CalendarStarRegular,
  textModules: DocumentTextRegular,
  macros: FlashRegular,
  automations: BotRegular,
  evaluations: StarRegular,
  dailyReport: DocumentTextRegular,
  companyReport: ChartMultipleRegular,
  generalReport: DocumentBulletListRegular,
  agentReport: ArrowTrendingRegular,
  timeAccept: CalendarCheckmarkRegular,
  competencies: HatGraduationRegular,
  accessData: KeyRegular,
  auditLog: HistoryRegular,
  agentCosts: MoneyRegular,
  companyPricing: ReceiptRegular,
  profitability: ArrowTrendingRegular,
  agentProfitability: DataBarVerticalRegular,
  invoicing: WalletRegular,
  invoiceSettings: DocumentSettingsRegular,
  contractBalance: WalletRegular,
};

export function MenuIcon({ label }: { label: string }) {
  const Icon = ICONS[label] ?? (label.startsWith('ticketFilters.') ? FilterRegular : EyeRegular);
  return <Icon fontSize={20} aria-hidden />;
}
