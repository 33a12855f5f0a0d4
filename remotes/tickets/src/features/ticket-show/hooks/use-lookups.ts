/** The staff look-ups (features/shared), loaded only when a picker or the history needs them. */
import { useQuery } from '@tanstack/react-query';
import { strongestAgentsLookup } from '../../shared/api/lookups.ts';
import { agentChoicesQuery, companyPeopleQuery, companyDevicesQuery, companyProjectsQuery } from '@helpdesk/shared';

export const useAgents = (enabled: boolean) => useQuery({ ...agentChoicesQuery, enabled });
export const useCompanyPeople = (companyId: number, enabled: boolean) => useQuery({ ...companyPeopleQuery(companyId), enabled });
export const useCompanyProjects = (companyId: number, enabled: boolean) => useQuery({ ...companyProjectsQuery(companyId), enabled });
export const useCompanyDevices = (companyId: number, enabled: boolean) => useQuery({ ...companyDevicesQuery(companyId), enabled });
export const useStrongestAgents = (category: string, enabled: boolean) => useQuery({ ...strongestAgentsLookup(category), enabled });
