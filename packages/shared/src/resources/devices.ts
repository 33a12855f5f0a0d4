/** CMDB devices (server/API.md "Devices"). */
import { z } from 'zod';
import { DEVICE_STATES, DEVICE_TYPES, TICKET_STATUSES } from '../schemas/enums.ts';
import { companyRefSchema, id, instant, personRefSchema } from './common.ts';

export const deviceSoftwareRowSchema = z.strictObject({ name: z.string(), account: z.string(), key: z.string() });
export const deviceDisplayRowSchema = z.strictObject({ size: z.string(), vendor: z.string() });

export const deviceSchema = z.strictObject({
  id,
  company: companyRefSchema,
  /** A client person of the company. */
  owner: personRefSchema.nullable(),
  type: z.enum(DEVICE_TYPES),
  /** Vendor and model. */
  name: z.string(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  service_tag: z.string().nullable(),
  inventory_number: z.string().nullable(),
  serial: z.string().nullable(),
  ip: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  state: z.enum(DEVICE_STATES),
  os: z.string().nullable(),
  account: z.string().nullable(),
  licence_key: z.string().nullable(),
  office: z.string().nullable(),
  antivirus: z.string().nullable(),
  software: z.array(deviceSoftwareRowSchema),
  displays: z.array(deviceDisplayRowSchema),
  created_at: instant,
  updated_at: instant,
  deleted_at: instant.nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceTicketSchema = z.strictObject({
  id,
  fullid: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: instant,
});
export type DeviceTicket = z.infer<typeof deviceTicketSchema>;

/** The device page: the device and its tickets (live ones, newest first). */
export const deviceDetailSchema = deviceSchema.extend({ tickets: z.array(deviceTicketSchema) });
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;
