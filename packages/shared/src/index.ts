export {
  apiClient,
  webClient,
  configureApi,
  setSocketId,
  validationErrors,
  errorStatus,
  errorMessage,
  EARLY_REQUESTS_GLOBAL,
} from './api/client.ts';
export type { ApiConfig, ValidationErrorBody } from './api/client.ts';
export { reactToApiError, type ApiErrorReaction } from './api/error-catalogue.ts';
export { companyPeopleKey, queryRoots } from './api/query-keys.ts';
export { agentChoicesQuery, companyChoicesQuery, companyDevicesQuery, companyPeopleQuery, companyProjectsQuery } from './api/lookups.ts';
export {
  runningTimerQuery,
  startTimer,
  stopTimer,
  discardTimer,
  timerDraftLink,
  readTimerDraft,
  withoutTimerDraft,
  formatElapsed,
} from './timer/timer-api.ts';
export { ElapsedTime } from './timer/elapsed-time.tsx';
export type { MailSender, Paginated, Resource, TicketOrigin } from './api/laravel.ts';
export { eventBus } from './events/event-bus.ts';
export { toast } from './events/toast.ts';
export type * from './events/events.ts';
export { store, companyFilterAtom, currentUserAtom, type CompanyFilter } from './state/atoms.ts';
export { provideQueryClient, prefetchQueries, type AnyQuery } from './state/route-data.ts';
export { currentStore, renderNow, requestScope, setHydrationTime, setRequestScope, type RequestScope } from './state/request-scope.ts';
export {
  COMPANY_PARAM,
  companyInUrl,
  withCompany,
  rememberedCompany,
  rememberedCompanyIn,
  rememberCompany,
  type ChosenCompanyState,
} from './routes/company-param.ts';
export {
  i18n,
  initI18n,
  addTranslations,
  addLazyTranslations,
  loadTranslations,
  copyNamespace,
  restoreNamespace,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  type AddTranslationsOptions,
  type NamespaceTexts,
  type TranslationLoaders,
} from './i18n/i18n.ts';
export { REMOTE_NAMES, routesModuleId } from './federation/contract.ts';
// Route references in the singleton: the shell mounts remotes by them, so its copy is the one every app links with.
export { paths, ROUTE_OWNERS } from './routes/paths.ts';
export type { RemoteName, RemoteRoutesModule, RemoteManifestMap } from './federation/contract.ts';
export { registerAppInstances, registeredInstances, type AppInstances } from './debug/instances.ts';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './ui/screen-placeholder.tsx';
export * from './constants.ts';
export * from './permissions.ts';
export { AbilityGuard, useRefusedAbility } from './routing/ability-guard.tsx';
export { userChannel, companyChannel, COUNTERS_CHANNEL, DEPLOYMENTS_CHANNEL, BROADCAST_EVENTS } from './realtime/broadcast-names.ts';
export { usePresence, providePresence, TYPING_EVENT } from './realtime/presence.ts';
export type { PresenceMember, PresenceState, PresenceJoiner, PresenceHandle, PresenceCallbacks } from './realtime/presence.ts';
