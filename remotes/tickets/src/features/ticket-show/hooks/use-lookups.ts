/** The staff look-ups (@helpdesk/shared's queries, src/api/lookups.ts), loaded only when a picker or the history needs them. */
import { useQuery } from '@tanstack/react-query';
import { agentChoicesQuery, companyDevicesQuery, companyPeopleQuery, companyProjectsQuery } from '@helpdesk/shared';
import { assigneeCandidatesQuery, strongestAgentsLookup } from '../../../api/lookups.ts';

export const useAgents = (enabled: boolean) => useQuery({ ...agentChoicesQuery, enabled });
export const useAssigneeCandidates = (enabled: boolean) => useQuery({ ...assigneeCandidatesQuery, enabled });
export const useCompanyPeople = (companyId: number, enabled: boolean) => useQuery({ ...companyPeopleQuery(companyId), enabled });
export const useCompanyProjects = (companyId: number, enabled: boolean) => useQuery({ ...companyProjectsQuery(companyId), enabled });
export const useCompanyDevices = (companyId: number, enabled: boolean) => useQuery({ ...companyDevicesQuery(companyId), enabled });
export const useStrongestAgents = (category: string, enabled: boolean) => useQuery({ ...strongestAgentsLookup(category), enabled });
