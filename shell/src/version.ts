/** The shell's build version, from package.json at build time. */
export const SHELL_VERSION: string = process.env.HELPDESK_VERSION ?? '0.1.0';
