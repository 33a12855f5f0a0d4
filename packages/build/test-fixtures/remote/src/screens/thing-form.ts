import { shared } from './shared.ts';

export const form = `form ${shared}`;
