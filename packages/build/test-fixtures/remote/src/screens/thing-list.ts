import { shared } from './shared.ts';

export const list = `list ${shared}`;
