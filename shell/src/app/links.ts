/** External links the shell shows. The remote-support tool is the one the MSP's technicians use. */
export const REMOTE_SUPPORT_URL = 'https://anydesk.com/pl/downloads';
export const VENDOR_URL = 'https://github.com/helpdesk-msp';
