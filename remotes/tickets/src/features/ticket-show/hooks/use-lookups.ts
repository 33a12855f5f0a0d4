/** The staff look-ups (src/api/lookups.ts), loaded only when a picker or the history needs them. */
import { useQuery } from '@tanstack/react-query';
import {
  agentsLookup,
  companyDevicesLookup,
  companyPeopleLookup,
  companyProjectsLookup,
  strongestAgentsLookup,
} from '../../../api/lookups.ts';

export const useAgents = (enabled: boolean) => useQuery({ ...agentsLookup(), enabled });
export const useCompanyPeople = (companyId: number, enabled: boolean) => useQuery({ ...companyPeopleLookup(companyId), enabled });
export const useCompanyProjects = (companyId: number, enabled: boolean) => useQuery({ ...companyProjectsLookup(companyId), enabled });
export const useCompanyDevices = (companyId: number, enabled: boolean) => useQuery({ ...companyDevicesLookup(companyId), enabled });
export const useStrongestAgents = (category: string, enabled: boolean) => useQuery({ ...strongestAgentsLookup(category), enabled });
